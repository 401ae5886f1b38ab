import SwiftUI

typealias Handler = (String) -> Void

struct SaveAction {
    var perform: () -> Void
}

extension EnvironmentValues {
    @Entry var onSubmit: (String) -> Void = { _ in }
    @Entry var onCancel: (@MainActor () -> Void)? = nil
    @Entry var onSearch: Handler = { _ in }
    @Entry var onClose = {}
    @Entry var save = SaveAction(perform: {})
}

struct RefreshKey: EnvironmentKey {
    static let defaultValue: (() async -> Void)? = nil
}

struct SaveKey: EnvironmentKey {
    static let defaultValue: SaveAction? = nil
}

struct FocusedActionKey: FocusedValueKey {
    typealias Value = () -> Void
}

extension FocusedValues {
    @Entry var deleteSelection: (() -> Void)?
}
