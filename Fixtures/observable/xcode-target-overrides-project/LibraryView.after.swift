import SwiftUI

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        List(library.books, id: \.self) { book in
            Text(book)
        }
        .toolbar {
            Button("Add") { library.add("Untitled") }
        }
    }
}
