import SwiftUI

struct EditProfileSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save()
                        self.dismiss()
                    }
                }
            }
        }
    }

    private func save() {
        DispatchQueue.main.async {
            self.dismiss()
        }
    }
}

struct PrivateSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}

public struct PublicSheet: View {
    @Environment(\EnvironmentValues.dismiss) public var dismiss

    public var body: some View {
        Button("Close", action: { dismiss() })
    }
}

struct UnusedSheet: View {
    var body: some View { Text("Nothing to dismiss") }
}

struct AlreadyNamed: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}
