import SwiftUI

struct Modern: View {
    @State private var failed = false

    var body: some View {
        Text("Modern")
            .alert("Failed", isPresented: $failed) {
                Button("OK") {}
            } message: {
                Text("Try again")
            }
            .alert(isPresented: $failed, error: loadError) {}
    }
}
