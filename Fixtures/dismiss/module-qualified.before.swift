import SwiftUI

// The project declares its own Environment, so the wrapper is written with its module.
struct Environment {
    static let shared = Environment()
    var apiURL = "https://example.com"
}

struct PluginView: View {
    @SwiftUI.Environment(\.presentationMode) private var presentationMode: Binding<PresentationMode>

    var body: some View {
        Button("Close") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
