import SwiftUI

struct NotesView: View {
    @ObservedObject var store: Store

    var body: some View {
        Text("\(store.notes.count) notes")
    }
}
