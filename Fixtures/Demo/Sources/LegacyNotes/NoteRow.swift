import SwiftUI

struct NoteRow: View {
    let note: Note
    @Environment(\.cardPadding) private var padding

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(note.title)
                .font(.headline)
                .foregroundColor(note.isPinned ? .notesYellow : .primary)
            Text(note.body)
                .foregroundColor(.secondary)
                .lineLimit(2)
            HStack {
                ForEach(note.tags, id: \.self) { tag in
                    Text(tag)
                        .padding(4)
                        .background(Color.gray.opacity(0.2))
                        .cornerRadius(4)
                }
            }
        }
        .padding(padding)
        .overlay(Image(systemName: "pin.fill"), alignment: .topTrailing)
        .accessibility(label: Text(note.title))
    }
}
