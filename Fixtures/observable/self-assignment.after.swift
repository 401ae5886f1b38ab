import SwiftUI

@Observable
final class Shelf {
    var books: [String] = []
    var cache: [String] = []
}

struct ShelfView: View {
    var shelf: Shelf

    var body: some View {
        Button("Reload") {
            // Trigger a reload.
            shelf.books = shelf.books
            shelf.cache = shelf.cache
        }
    }
}
