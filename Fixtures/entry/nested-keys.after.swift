import SwiftUI

enum Navigate {
}

enum Search {
}

extension EnvironmentValues {
    @Entry var navigationDepth: Int = 0

    @Entry var searchText: String = ""
}
