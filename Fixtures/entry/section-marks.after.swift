import SwiftUI

// MARK: - Main window
extension EnvironmentValues {
    @Entry var isMainWindow: Bool = false
}

extension EnvironmentValues {
    @Entry var refresh: Int = 0
}
