// fixture: --min-ios 27
import SwiftUI

// From iOS 27 both become toolbarVisibility(_:for: .statusBar); a false flag maps to
// .automatic, as in Apple's example for ToolbarPlacement.statusBar.
struct Player: View {
    @State private var immersive = false
    @State private var locked = false

    var body: some View {
        VStack {
            Text("a").toolbarVisibility(.hidden, for: .statusBar)
            Text("b").toolbarVisibility(.automatic, for: .statusBar)
            Text("c").toolbarVisibility(immersive ? .hidden : .automatic, for: .statusBar)
            Text("d").toolbarVisibility((immersive || locked) ? .hidden : .automatic, for: .statusBar)
            Text("e").toolbarVisibility(.hidden, for: .statusBar)
            Text("f").toolbarVisibility(immersive ? .hidden : .automatic, for: .statusBar)
            Text("g").toolbarVisibility(.automatic, for: .statusBar)
        }
    }
}
