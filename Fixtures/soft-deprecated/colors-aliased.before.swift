import SwiftUI

// A cross-platform file that spells macOS's colour type as UIColor: the site names UIColor, and
// on macOS that is NSColor, so Color(UIColor.red) is Color(_: NSColor) there. Not rewritten.
#if os(macOS)
import AppKit
typealias UIColor = NSColor
#endif

struct Badge: View {
    var body: some View {
        Text("New")
            .background(Color(UIColor.red))
    }
}
