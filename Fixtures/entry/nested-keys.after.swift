import SwiftUI

enum Navigate {
}

enum Search {
}

extension EnvironmentValues {
    @Entry var navigationDepth: Int = 0

    // Another type's key of the same name: a different key.
    @Entry var searchText: String = ""
}
