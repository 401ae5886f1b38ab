// fixture: --min-ios 15 --min-macos 12
import SwiftUI

// Below iOS 17, foregroundStyle returns a View; a Text modifier after it then resolves to
// View's, which `bold()`, `strikethrough()`, `fontWeight(_:)` and the like need iOS 16 for.
// At iOS 15 such a chain keeps foregroundColor. `font(_:)` is View's from iOS 13, and a
// modifier before the call, or on a view that is not a Text, changes nothing.
struct Departure: View {
    let cancelled: Bool
    var body: some View {
        VStack {
            Text("08:15").foregroundColor(Color.secondary).strikethrough(cancelled)
            Text("Platform 4").foregroundColor(.red).font(.body).bold()
            Text("Delayed").bold().foregroundStyle(.orange)
            Text("On time").foregroundStyle(.green).font(.caption)
            Image(systemName: "tram").foregroundStyle(.blue)
        }
    }
}
