// fixture: --min-ios 16 --min-macos 13
import SwiftUI

/// The iOS-only modifier is inside `#if os(iOS)`: the file may still build for macOS.
struct Outbox: View {
    var body: some View {
        NavigationView {
            List {}
            #if os(iOS)
                .navigationBarTitleDisplayMode(.inline)
            #endif
        }
    }
}
