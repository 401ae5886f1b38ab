import Combine

// A tracked property read in init before four others are set: the finding names two and
// counts the rest.
final class Player: ObservableObject {
    @Published var source = ""
    @Published var title: String
    @Published var artist: String
    @Published var album: String
    @Published var year: Int

    init(source: String) {
        self.source = source
        title = self.source.uppercased()
        artist = ""
        album = ""
        year = 0
    }
}
