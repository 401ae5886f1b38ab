import SwiftUI

struct Library: View {
    @State private var selection: Book.ID?

    var body: some View {
        NavigationView {
            Sidebar(selection: $selection)
            Text("Select a book")
        }
        NavigationView {
            BookList()
        }
        .navigationViewStyle(.columns)
        NavigationView {
            BookList()
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
        NavigationView {
            ForEach(shelves) { shelf in
                ShelfView(shelf: shelf)
            }
        }
        NavigationView {
            if compact {
                BookList()
            } else {
                Sidebar(selection: $selection)
                BookDetail(id: selection)
            }
        }
        NavigationView {
            BookList()
        }
        .navigationViewStyle(preferredStyle)
        NavigationStack { BookList() }
    }
}
