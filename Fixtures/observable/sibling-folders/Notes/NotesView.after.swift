import SwiftUI

struct NotesView: View {
    @State private var store = Store()

    var body: some View {
        List(store.notes, id: \.self) { Text($0) }
    }
}
