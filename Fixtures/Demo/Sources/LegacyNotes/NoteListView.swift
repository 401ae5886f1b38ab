import SwiftUI

struct NoteListView: View {
    @EnvironmentObject var store: NoteStore
    @Environment(\.theme) private var theme
    let query: String

    var body: some View {
        List {
            ForEach(NoteFilter.allCases, id: \.self) { filter in
                Text(filter.rawValue.capitalized)
                    .foregroundColor(store.filter == filter ? .accentColor : .secondary)
            }
            ForEach(store.notes, id: \.id) { note in
                NoteRow(note: note)
            }
            ForEach(store.notes.indices, id: \.self) { index in
                Text("\(index)")
                    .foregroundColor(theme.highlight)
            }
        }
    }
}
