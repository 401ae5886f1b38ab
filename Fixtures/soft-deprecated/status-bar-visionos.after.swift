// fixture: --min-ios 27 --min-visionos 2
import SwiftUI

// ToolbarPlacement.statusBar does not exist on visionOS: a file built for it keeps
// statusBarHidden(_:).
struct Player: View {
    var body: some View {
        VStack {
            Text("a").statusBarHidden(true)
            Text("b").statusBarHidden()
        }
    }
}
