// fixture: --min-ios 18 --min-macos 15
import SwiftUI

// Apple documents the mapping for macOS only: a file also built for iOS keeps the value.
struct Shared: View {
    @Environment(\.controlActiveState) private var state

    var body: some View {
        Text("Shared").opacity(state == .inactive ? 0.5 : 1)
    }
}
