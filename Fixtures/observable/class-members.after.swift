import SwiftUI

/// Books on the shelf.
@Observable
@MainActor
public final class Library {
    public var books: [String] = []
    public private(set) var isLoading = false
    var selection: String? {
        didSet { print("selected", selection ?? "none") }
    }
    var filter = "" // shown in the search field
    var sort: Int = 0 { willSet { print(newValue) } }
    let id = UUID()
    var cache: [String: Int] = [:]
    private var pending = 0
    @ObservationIgnored lazy var formatter = DateFormatter()
    @ObservationIgnored @Trimmed var note = ""
    weak var delegate: AnyObject?
    unowned var owner: Owner
    static var shared = Library(owner: Owner())
    var count: Int { books.count }
    var title: String {
        get { books.first ?? "" }
        set { books.insert(newValue, at: 0) }
    }

    init(owner: Owner) {
        self.owner = owner
    }
}

final class Owner {}

@propertyWrapper
struct Trimmed {
    var wrappedValue: String
}
