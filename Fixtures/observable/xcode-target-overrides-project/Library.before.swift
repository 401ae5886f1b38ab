import Combine
import Foundation

// The project says macOS 13.0; the app target says 14.6, which Observation needs.
final class Library: ObservableObject {
    @Published var books: [String] = []
    @Published var selection: String?

    func add(_ title: String) {
        books.append(title)
    }
}
