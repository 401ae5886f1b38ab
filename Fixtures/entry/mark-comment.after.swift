import SwiftUI

struct Item: Hashable {
    let name: String
}

// MARK: - Keys for the sidebar

// MARK: - Accessors

extension FocusedValues {
    @Entry var focusedItem: Item?
}

extension EnvironmentValues {
    @Entry var sidebarWidth: Double = 240
}
