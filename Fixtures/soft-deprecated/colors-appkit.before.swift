// fixture: --min-macos 12
// typecheck: skip — AppKit colours: the stub type-checks fixtures as iOS code, which has no NSColor
import SwiftUI
import AppKit

// Color(_:) with a value that is provably an NSColor → Color(nsColor:) (macOS 12).
struct Sidebar: View {
    var body: some View {
        VStack {
            Color(NSColor.windowBackgroundColor)
            Color(.controlBackgroundColor)
        }
    }
}
