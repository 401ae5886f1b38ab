import SwiftUI

enum Library {
    enum Sort: String, CaseIterable {
        case title, author
    }
}

enum Feed {
    // Same name, another type: its own conformance.
    enum Sort: String, CaseIterable {
        case newest, oldest
    }
}
