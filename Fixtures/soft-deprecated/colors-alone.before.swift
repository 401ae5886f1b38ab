import SwiftUI

// Left alone: a value that is not provably a UIColor (a typealias that is a UIColor on
// one platform and an NSColor on the other, a CGColor read from a UIColor, an asset name).
// An implicit member UIColor and NSColor share is in colors-shared.
#if os(macOS)
typealias PlatformColor = NSColor
#else
typealias PlatformColor = UIColor
#endif

struct Shared: View {
    let platform: PlatformColor

    var body: some View {
        VStack {
            Color(platform)
            Color(UIColor.red.cgColor)
            Color("Brand")
        }
    }
}
