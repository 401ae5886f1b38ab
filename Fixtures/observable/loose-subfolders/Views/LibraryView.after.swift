import SwiftUI

struct LibraryView: View {
    var library: Library

    var body: some View {
        List(library.books, id: \.self) { Text($0) }
    }
}
