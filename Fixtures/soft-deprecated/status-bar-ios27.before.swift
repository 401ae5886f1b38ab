// fixture: --min-ios 27
import SwiftUI

// From iOS 27 both become toolbarVisibility(_:for: .statusBar); a false flag maps to
// .automatic, as in Apple's example for ToolbarPlacement.statusBar.
struct Player: View {
    @State private var immersive = false
    @State private var locked = false

    var body: some View {
        VStack {
            Text("a").statusBar(hidden: true)
            Text("b").statusBar(hidden: false)
            Text("c").statusBar(hidden: immersive)
            Text("d").statusBar(hidden: immersive || locked)
            Text("e").statusBarHidden()
            Text("f").statusBarHidden(immersive)
            Text("g").statusBarHidden(false)
        }
    }
}
