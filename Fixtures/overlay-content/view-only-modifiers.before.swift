// fixture: --min-ios 18
import SwiftUI

// A modifier only views have (clipShape, cornerRadius, edgesIgnoringSafeArea, ...) makes a
// view of whatever it is called on: moved into the closure. A style's own method (opacity)
// keeps a style, which needs no change.
struct Badges: View {
    var fill: LinearGradient {
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    }

    var body: some View {
        VStack {
            Text("Rounded").background(Color.red.cornerRadius(8))
            Text("Capsule").background(fill.clipShape(.capsule))
            Text("Edge").background(Color.gray.edgesIgnoringSafeArea(.all))
            Text("Faded").background(Color.red.opacity(0.5))
        }
    }
}
