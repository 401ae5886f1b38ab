import SwiftUI
import NotesKit

struct NotesView: View {
    @StateObject private var store = Store()

    var body: some View {
        Text("\(store.notes.count)").foregroundColor(.red)
    }
}
