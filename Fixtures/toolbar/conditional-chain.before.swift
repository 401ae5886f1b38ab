import SwiftUI

struct Viewer: View {
    let canShare: Bool

    var body: some View {
        ImageCanvas()
            #if os(iOS)
            .navigationBarItems(trailing:
                Group {
                    if canShare {
                        ShareButton()
                    }
                }
            )
            #endif
            .padding()
    }
}
