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
            .alert(isPresented: $failed) {
                makeAlert()
            }
            .alert(isPresented: $saved) { self.savedAlert }
            .alert(item: $note) { note in
                noteAlert(for: note)
            }
            .alert(item: $error, content: errorAlert)
    }

    /// The alert shown when saving fails.
    private func makeAlert() -> Alert {
        Alert(title: Text("Failed"), message: Text("Try again"), dismissButton: .default(Text("OK")))
    }

    private var savedAlert: Alert {
        return Alert(title: Text("Saved"))
    }

    private func noteAlert(for note: Note) -> Alert {
        Alert(title: Text(note.title), message: Text(note.text), dismissButton: .cancel())
    }

    func errorAlert(_ error: SyncError) -> Alert {
        Alert(
            title: Text("Sync failed"),
            message: Text(error.message),
            primaryButton: .destructive(Text("Retry"), action: retry),
            secondaryButton: .cancel()
        )
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
            .alert(isPresented: $incomplete) { alert() }
    }
}

// MARK: - Alerts
extension Registration {
    private func alert() -> Alert {
        Alert(title: Text("Fill in every field"), message: nil, dismissButton: .default(Text("OK")))
    }
}
