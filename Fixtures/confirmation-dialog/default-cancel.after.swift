import SwiftUI

struct Info: View {
    @State private var showsInfo = false

    var body: some View {
        Button("Info") { showsInfo = true }
            .confirmationDialog(Text("Version 2"), isPresented: $showsInfo, titleVisibility: .visible) {
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Up to date")
            }
    }
}
