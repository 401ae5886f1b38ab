import SwiftUI

extension EnvironmentValues {
    var limit: Int {
        get { self[LimitKey.self] }
        set { self[LimitKey.self] = newValue }
    }

    var keyName: String {
        get { self[NameKey.self] }
        set { self[NameKey.self] = newValue }
    }
}
