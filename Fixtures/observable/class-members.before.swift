import Combine
import SwiftUI

/// Books on the shelf.
@MainActor
public final class Library: ObservableObject {
    @Published public var books: [String] = []
    @Published public private(set) var isLoading = false
    @Published var selection: String? {
        didSet { print("selected", selection ?? "none") }
    }
    @Published
    var filter = "" // shown in the search field
    @Published var sort: Int = 0 { willSet { print(newValue) } }
    let id = UUID()
    var cache: [String: Int] = [:]
    private var pending = 0
    lazy var formatter = DateFormatter()
    @Trimmed var note = ""
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
