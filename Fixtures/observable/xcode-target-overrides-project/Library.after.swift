import Observation
import Foundation

// The project says macOS 13.0; the app target says 14.6, which Observation needs.
@Observable
final class Library {
    var books: [String] = []
    var selection: String?

    func add(_ title: String) {
        books.append(title)
    }
}
