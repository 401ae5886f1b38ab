// fixture: --min-ios 15
import SwiftUI

// The elements are Identifiable already: the advice is to drop `id: \.self`, not to add an id.
struct Episode: Identifiable, Hashable {
    let id: Int
    var name: String
}

final class EpisodeList: ObservableObject {
    @Published var episodes: [Episode] = []

    func load(_ new: [Episode]) { episodes = new }
}

struct Episodes: View {
    @StateObject var list = EpisodeList()

    var body: some View {
        List {
            ForEach(list.episodes, id: \.self) { episode in
                Text(episode.name)
            }
        }
    }
}
