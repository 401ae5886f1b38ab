import SwiftUI

struct NoteView: View {
    var note: Note
    var draft: Draft
    var body: some View { Text(note.title + draft.title) }
}
