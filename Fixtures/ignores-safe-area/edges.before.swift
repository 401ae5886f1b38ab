import SwiftUI

struct PlayerView: View {
    let edges: Edge.Set = [.top]
    var isFullScreen = true

    var body: some View {
        ZStack {
            Color.black.edgesIgnoringSafeArea(.all)
            VStack {
                Text("Now Playing")
                    .edgesIgnoringSafeArea(.top) // under the status bar
                Spacer()
            }
            .edgesIgnoringSafeArea([.top, .bottom])
            #if os(iOS)
            .edgesIgnoringSafeArea(Edge.Set.all)
            .edgesIgnoringSafeArea([.all])
            #endif
        }
        .background(
            LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom)
                .edgesIgnoringSafeArea(isFullScreen ? .all : edges)
        )
        .edgesIgnoringSafeArea(
            edges
        )
    }
}

extension View {
    func fullBleed() -> some View {
        edgesIgnoringSafeArea(.all)
    }
}
