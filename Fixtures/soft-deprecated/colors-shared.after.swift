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
                .background(Color(uiColor: .secondaryLabel))
            #endif
            #if canImport(UIKit)
            Text("Three")
                .background(Color(uiColor: .systemBackground))
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
                .background(Color(uiColor: .systemGray3))
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
                .background(isOn ? Color(uiColor: .systemBlue) : Color(uiColor: .systemGray2))
            #elseif os(macOS)
            Text("Mac")
                .background(isOn ? Color(nsColor: .systemBlue) : Color(nsColor: .windowBackgroundColor))
            #endif
        }
    }
}
