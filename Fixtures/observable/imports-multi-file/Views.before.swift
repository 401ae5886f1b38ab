import SwiftUI

struct NoteView: View {
    @ObservedObject var note: Note
    @ObservedObject var draft: Draft
    var body: some View { Text(note.title + draft.title) }
}
