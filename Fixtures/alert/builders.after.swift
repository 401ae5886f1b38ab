import SwiftUI

// An Alert built by a method or computed property of the same type is rewritten through
// it, and the builder goes when nothing else uses it.
struct Builders: View {
    @State private var failed = false
    @State private var saved = false
    @State private var note: Note?
    @State private var error: SyncError?

    var body: some View {
        Text("Builders")
            .alert(Text("Failed"), isPresented: $failed) {
                Button("OK") {}
            } message: {
                Text("Try again")
            }
            .alert(Text("Saved"), isPresented: $saved) {}
            .alert(
                Text(note?.title ?? ""),
                isPresented: Binding(get: { note != nil }, set: { if !$0 { note = nil } }),
                presenting: note
            ) { _ in
                Button("Cancel", role: .cancel) {}
            } message: { note in
                Text(note.text)
            }
            .alert(
                Text("Sync failed"),
                isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } }),
                presenting: error
            ) { _ in
                Button("Retry", role: .destructive, action: retry)
                Button("Cancel", role: .cancel) {}
            } message: { error in
                Text(error.message)
            }
    }

    func retry() {}
}

struct Note: Identifiable {
    let id = UUID()
    let title: String
    let text: String
}

struct SyncError: Identifiable {
    let id = UUID()
    let message: String
}

// A builder alone in an extension takes the extension with it; the .alert modifiers
// above are not uses of a method named alert().
struct Registration: View {
    @State private var incomplete = false

    var body: some View {
        Text("Registration")
            .alert(Text("Fill in every field"), isPresented: $incomplete) {
                Button("OK") {}
            }
    }
}
