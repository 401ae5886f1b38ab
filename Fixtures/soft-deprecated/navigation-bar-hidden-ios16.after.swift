// fixture: --min-ios 16 --min-tvos 16 --min-watchos 9 --min-visionos 1
import SwiftUI

struct Reader: View {
    @State private var isFullScreen = false
    var hidesBar: Bool { isFullScreen }

    var body: some View {
        VStack {
            Text("a")
                .toolbar(.hidden, for: .navigationBar)
            Text("b")
                .toolbar(.visible, for: .navigationBar)
            Text("c")
                .toolbar(isFullScreen ? .hidden : .visible, for: .navigationBar)
            Text("d")
                .toolbar((!isFullScreen && hidesBar) ? .hidden : .visible, for: .navigationBar)
        }
    }
}
