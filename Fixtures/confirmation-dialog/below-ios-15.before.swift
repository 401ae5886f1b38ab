// fixture: --min-ios 14
import SwiftUI

struct Old: View {
    @State private var asks = false

    var body: some View {
        Text("a")
            .actionSheet(isPresented: $asks) {
                ActionSheet(title: Text("a"))
            }
    }
}
