import SwiftUI

@Observable
final class Library {
    var books: [String] = []
    @ObservationIgnored var cache: [String: Int] = [:]
}

struct Shelf: View {
    @State private var library = Library()
    @Environment(Library.self) private var shared

    var body: some View {
        @Bindable var shared = shared
        List(library.books, id: \.self) { Text($0) }
            .environment(library)
    }
}
