import SwiftUI

struct PlayerView: View {
    @State private var player = Player()

    var body: some View {
        Text(player.title)
    }
}
