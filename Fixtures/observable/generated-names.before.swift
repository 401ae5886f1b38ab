// typecheck: skip — _seconds already clashes with @Published's storage and @objc dynamic needs Objective-C interop: the declined shapes under test
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

final class Defaults: ObservableObject {
    @Published @UserDefault("volume") var volume = 0.5
}

@propertyWrapper
struct UserDefault<Value> {
    let key: String
    var wrappedValue: Value
    init(wrappedValue: Value, _ key: String) {
        self.wrappedValue = wrappedValue
        self.key = key
    }
}

final class Wrapped: ObservableObject {
    @Published var level = 0

    var observed: ObservedObject<Wrapped> { ObservedObject(wrappedValue: self) }
}
