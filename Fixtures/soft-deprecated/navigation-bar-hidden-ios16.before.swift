// fixture: --min-ios 16 --min-tvos 16 --min-watchos 9 --min-visionos 1
import SwiftUI

struct Reader: View {
    @State private var isFullScreen = false
    var hidesBar: Bool { isFullScreen }

    var body: some View {
        VStack {
            Text("a")
                .navigationBarHidden(true)
            Text("b")
                .navigationBarHidden(false)
            Text("c")
                .navigationBarHidden(isFullScreen)
            Text("d")
                .navigationBarHidden(!isFullScreen && hidesBar)
        }
    }
}
