import SwiftUI

// A file built for iOS and macOS (the default fixture target): Color(.secondaryLabel) is
// Color(_: UIColor) on iOS and Color(_: NSColor) on macOS (a project extension may declare
// NSColor.secondaryLabel), so Color(uiColor:) would not compile on macOS. Rewritten only
// where an #if leaves macOS out.
#if os(macOS)
import AppKit
extension NSColor {
    static var secondaryLabel: NSColor { .secondaryLabelColor }
}
#endif

struct Pills: View {
    var body: some View {
        HStack {
            Text("One")
                .background(Color(.secondaryLabel))
            #if os(iOS)
            Text("Two")
                .background(Color(.secondaryLabel))
            #endif
            #if canImport(UIKit)
            Text("Three")
                .background(Color(.systemBackground))
            #else
            Text("Three")
            #endif
            #if DEBUG
            Text("Four")
                .background(Color(.tertiaryLabel))
            #endif
            // An #elseif holds where the clauses before it do not: never on macOS.
            #if os(macOS) || os(tvOS)
            Text("Six")
            #elseif !os(watchOS)
            Text("Six")
                .background(Color(.systemGray3))
            #endif
        }
    }
}

// A colour both UIColor and NSColor have is each one's where the #if says which platform
// it is built for, and reported where it is built for both.
struct Badges: View {
    var isOn: Bool

    var body: some View {
        VStack {
            Text("Shared")
                .background(Color(.systemBlue))
            #if os(iOS)
            Text("Phone")
                .background(isOn ? Color(.systemBlue) : Color(.systemGray2))
            #elseif os(macOS)
            Text("Mac")
                .background(isOn ? Color(.systemBlue) : Color(.windowBackgroundColor))
            #endif
        }
    }
}
