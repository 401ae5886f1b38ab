import SwiftUI

final class Timer1: ObservableObject {
    @Published var seconds = 0
    private var _seconds = 0
}

final class Tracker: ObservableObject {
    @Published var events: [String] = []
    func access(_ key: String) -> String { key }
}

final class Legacy: NSObject, ObservableObject {
    @Published @objc dynamic var value = 0
}

final class Remote: NSObject, ObservableObject {
    @Published var isConnected = false
}
