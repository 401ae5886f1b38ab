import SwiftUI

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}

@globalActor
actor Database {
    static let shared = Database()
}

final class Player: ObservableObject {
    @Published var title = ""
    var position = 0.0
    private(set) var history: [Double] = []
    weak var delegate: AnyObject?
    lazy var formatter = NumberFormatter()
    @Clamped var volume = 5
    @Database var record = 0
    @ObservationIgnored var cache: [String: Int] = [:]
    let id = UUID()
    static var current: Player?
    var isPlaying: Bool { position > 0 }
}
