// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct Book: Identifiable {
    let id: UUID
}
struct Shelf: Identifiable {
    let id: UUID
}
struct Sidebar: View {
    @Binding var selection: Book.ID?
    var body: some View { Text("Sidebar") }
}
struct BookList: View { var body: some View { Text("Books") } }
struct BookDetail: View {
    let id: Book.ID?
    var body: some View { Text("Book") }
}
struct ShelfView: View {
    let shelf: Shelf
    var body: some View { Text("Shelf") }
}
extension Library {
    var shelves: [Shelf] { [] }
    var compact: Bool { false }
    var preferredStyle: StackNavigationViewStyle { .init() }
}
