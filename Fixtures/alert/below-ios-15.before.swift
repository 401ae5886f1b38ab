// fixture: --min-ios 14
import SwiftUI

struct Old: View {
    @State private var failed = false

    var body: some View {
        Text("Old")
            .alert(isPresented: $failed) {
                Alert(title: Text("Failed"))
            }
    }
}
