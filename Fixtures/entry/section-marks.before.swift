import SwiftUI

// MARK: - Main window
private struct IsMainWindowKey: EnvironmentKey {
    static let defaultValue = false
}
extension EnvironmentValues {
    var isMainWindow: Bool {
        get { self[IsMainWindowKey.self] }
        set { self[IsMainWindowKey.self] = newValue }
    }
}

// MARK: - RefreshKey
private struct RefreshKey: EnvironmentKey {
    static let defaultValue = 0
}
extension EnvironmentValues {
    var refresh: Int {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}
