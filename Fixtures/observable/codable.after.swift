// typecheck: skip — synthesised Codable does not compile with @Published (Published is not Codable): the declined shape under test
import Foundation
import Observation

final class Settings: ObservableObject, Codable {
    @Published var volume = 0.5
}

@Observable
final class Preferences: Codable {
    var theme = "light"

    enum CodingKeys: String, CodingKey { case theme }

    init() {}

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decode(String.self, forKey: .theme)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(theme, forKey: .theme)
    }
}
