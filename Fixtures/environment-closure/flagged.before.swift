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

extension EnvironmentValues {
    var refresh: (() async -> Void)? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    var saveAction: SaveAction? {
        get { self[SaveKey.self] }
        set { self[SaveKey.self] = newValue }
    }

    /// Public: another module may write it.
    @Entry public var onShare: () -> Void = {}
}

/// Writes each value: a key path outside `@Environment(...)`, or an assignment.
struct Writer: View {
    var body: some View {
        Text("Writer")
            .environment(\.onSubmit, { _ in })
            .environment(\.onCancel, nil)
            .environment(\.onSearch) { _ in }
            .environment(\.onClose, {})
            .environment(\.save, SaveAction(perform: {}))
            .environment(\.refresh, nil)
            .transformEnvironment(\.saveAction) { $0 = nil }
            .focusedValue(\.deleteSelection, {})
    }
}
