// fixture: --min-ios 16 --min-macos 13 --min-watchos 9
import SwiftUI

struct WatchRoot: View {
    var body: some View {
        NavigationView {
            List {
                Text("Watch")
            }
        }
    }
}
