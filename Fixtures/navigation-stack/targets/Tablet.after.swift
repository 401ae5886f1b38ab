// fixture: --min-ios 16 --min-macos 13 --min-watchos 9
import SwiftUI

struct TabletRoot: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Tablet")
            }
        }
    }
}
