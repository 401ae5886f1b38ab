import Combine
import SwiftUI

final class Shelf: ObservableObject {
    @Published var books: [String] = []
    var cache: [String] = []
}

struct ShelfView: View {
    @ObservedObject var shelf: Shelf

    var body: some View {
        Button("Reload") {
            // Trigger a reload.
            shelf.books = shelf.books
            shelf.cache = shelf.cache
        }
    }
}
