import SwiftUI

struct EditProfileSheet: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var name = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        presentationMode.wrappedValue.dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save()
                        self.presentationMode
                            .wrappedValue
                            .dismiss()
                    }
                }
            }
        }
    }

    private func save() {
        DispatchQueue.main.async {
            self.presentationMode.wrappedValue.dismiss()
        }
    }
}

struct PrivateSheet: View {
    @Environment(\.presentationMode) private var mode

    var body: some View {
        Button("Close") { mode.wrappedValue.dismiss() }
    }
}

public struct PublicSheet: View {
    @Environment(\EnvironmentValues.presentationMode) public var presentationMode: Binding<PresentationMode>

    public var body: some View {
        Button("Close", action: { presentationMode.wrappedValue.dismiss() })
    }
}

struct UnusedSheet: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View { Text("Nothing to dismiss") }
}

struct AlreadyNamed: View {
    @Environment(\.presentationMode) var dismiss
    var body: some View { Button("Close") { dismiss.wrappedValue.dismiss() } }
}
