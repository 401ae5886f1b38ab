import SwiftUI

// The project's overload takes view content: one `Alert(...)` (no View) can only be
// SwiftUI's, which is rewritten; a view built in place can only be the project's, left
// alone without a word.
struct Screen: View {
    @State private var stopShown = false
    @State private var bannerShown = false

    var body: some View {
        VStack {
            Text("Update")
                .alert(Text("Stop?"), isPresented: $stopShown) {
                    Button("Continue") {}
                    Button("Cancel", role: .cancel) {}
                }
            Text("Banner")
                .alert(isPresented: $bannerShown) {
                    Text("Saved")
                }
        }
    }
}
