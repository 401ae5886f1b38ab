// fixture: --min-ios 17 --min-macos 14
import SwiftUI

// A line comment ending the argument's last line stays there; a comment that would have to
// move declines.
struct V: View {
    var body: some View {
        Text("x").background(
            Capsule()
                .fill(.red) // From iOS 17: use .fill for material
        )
        Text("y").overlay(
            Circle() /* inner */
        )
    }
}
