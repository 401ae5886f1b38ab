import SwiftUI

enum Library {
    enum Sort: String, CaseIterable {
        case title, author
    }
}

extension Library.Sort: Identifiable {
    var id: Self { self }
}

enum Feed {
    // Same name, another type: its own conformance.
    enum Sort: String, CaseIterable {
        case newest, oldest
    }
}

extension Feed.Sort: Identifiable {
    var id: Self { self }
}
