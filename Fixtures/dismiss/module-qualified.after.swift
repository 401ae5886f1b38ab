import SwiftUI

// The project declares its own Environment, so the wrapper is written with its module.
struct Environment {
    static let shared = Environment()
    var apiURL = "https://example.com"
}

struct PluginView: View {
    @SwiftUI.Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") {
            dismiss()
        }
    }
}
