import SwiftUI

// Below iOS 27 (ToolbarPlacement.statusBar), statusBar(hidden:) becomes
// statusBarHidden(_:); statusBarHidden(_:) itself waits for iOS 27.
struct Player: View {
    @State private var immersive = false

    var body: some View {
        VStack {
            Text("a").statusBar(hidden: true)
            Text("b").statusBar(hidden: immersive)
            Text("c").statusBarHidden()
        }
    }
}
