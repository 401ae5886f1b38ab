import SwiftUI

struct RetryKey {
    static let defaultValue = 3
}

extension RetryKey: EnvironmentKey {}

extension EnvironmentValues {
    var retries: Int {
        get { self[RetryKey.self] }
        set { self[RetryKey.self] = newValue }
    }
}
