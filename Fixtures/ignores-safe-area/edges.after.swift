import SwiftUI

struct PlayerView: View {
    let edges: Edge.Set = [.top]
    var isFullScreen = true

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack {
                Text("Now Playing")
                    .ignoresSafeArea(edges: .top) // under the status bar
                Spacer()
            }
            .ignoresSafeArea(edges: [.top, .bottom])
            #if os(iOS)
            .ignoresSafeArea()
            .ignoresSafeArea()
            #endif
        }
        .background(
            LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea(edges: isFullScreen ? .all : edges)
        )
        .ignoresSafeArea(
            edges: edges
        )
    }
}

extension View {
    func fullBleed() -> some View {
        ignoresSafeArea()
    }
}
