import SwiftUI

struct Item: Hashable {
    let name: String
}

// MARK: - FocusedItemKey

struct FocusedItemKey: FocusedValueKey {
    typealias Value = Item
}

// MARK: - Keys for the sidebar

struct SidebarWidthKey: EnvironmentKey {
    static let defaultValue: Double = 240
}

// MARK: - Accessors

extension FocusedValues {
    var focusedItem: Item? {
        get { self[FocusedItemKey.self] }
        set { self[FocusedItemKey.self] = newValue }
    }
}

extension EnvironmentValues {
    var sidebarWidth: Double {
        get { self[SidebarWidthKey.self] }
        set { self[SidebarWidthKey.self] = newValue }
    }
}
