import SwiftUI

struct PlayerView: View {
    @StateObject private var player = Player()

    var body: some View {
        Text(player.title)
    }
}
