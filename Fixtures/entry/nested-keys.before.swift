import SwiftUI

enum Navigate {
    struct Key: EnvironmentKey {
        static let defaultValue = 0
    }
}

enum Search {
    // Another type's key of the same name: a different key.
    struct Key: EnvironmentKey {
        static let defaultValue = ""
    }
}

extension EnvironmentValues {
    var navigationDepth: Int {
        get { self[Navigate.Key.self] }
        set { self[Navigate.Key.self] = newValue }
    }

    var searchText: String {
        get { self[Search.Key.self] }
        set { self[Search.Key.self] = newValue }
    }
}
