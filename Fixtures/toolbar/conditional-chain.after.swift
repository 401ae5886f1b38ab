import SwiftUI

struct Viewer: View {
    let canShare: Bool

    var body: some View {
        ImageCanvas()
            #if os(iOS)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Group {
                        if canShare {
                            ShareButton()
                        }
                    }
                }
            }
            #endif
            .padding()
    }
}
