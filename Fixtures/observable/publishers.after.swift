import Combine
import SwiftUI

final class Search: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] text in self?.results = [text] }
            .store(in: &cancellables)
    }
}

final class Player: ObservableObject {
    @Published var position = 0.0
}

struct PlayerView: View {
    @ObservedObject var player: Player
    var body: some View {
        Text("\(player.position)")
            .onReceive(player.$position) { print($0) }
    }
}

@Observable
final class Composer {
    var draft = ""
}

struct ComposerView: View {
    @Bindable var composer: Composer
    var body: some View {
        TextField("Draft", text: $composer.draft)
    }
}
