import SwiftUI

// A file that names UIColor outside #if (SwiftUI brings UIKit in on iOS) is never built for
// macOS, where UIColor does not exist: Color(.secondaryLabel) is Color(_: UIColor) here.
struct Tiles: View {
    var body: some View {
        VStack {
            Text("One")
                .background(Color(uiColor: UIColor.systemBackground))
            Text("Two")
                .background(Color(uiColor: .secondaryLabel))
        }
    }
}
