import Combine
import SwiftUI

struct Settings {
    var pins: [String] = []
}

/// Its init mutates a property whose didSet saves: as a plain class the observer does not
/// run in init; under @Observable it would. Declined, naming the write.
final class Bottle: ObservableObject {
    @Published var settings: Settings {
        didSet { save() }
    }

    init(settings: Settings) {
        self.settings = settings
        self.settings.pins = self.settings.pins.filter { !$0.isEmpty }
    }

    func save() {}
}

/// A property with a value reassigned in init: declined too.
final class Counter: ObservableObject {
    @Published var count = 0 {
        willSet { print("will set") }
    }

    init(start: Int) {
        count = start
    }
}

/// Only the first assignment of a property without a value: converts.
@Observable
final class Player {
    var volume: Double {
        didSet { print("volume") }
    }
    var title = ""

    init(volume: Double) {
        self.volume = volume
        title = "Player"
    }
}

/// One assignment on each path (if/else): converts.
@Observable
final class Theme {
    var active: Int {
        willSet { print("theme") }
    }

    init(dark: Bool) {
        if dark {
            active = 1
        } else {
            active = 0
        }
    }
}

enum LoadError: Error { case missing }

func decode() throws -> Int { throw LoadError.missing }

/// Assigned in `do` (by the throwing call) or else in `catch`: once per path, converts.
@Observable
final class Program {
    var level: Int {
        didSet { print("save") }
    }

    init() {
        do {
            level = try decode()
        } catch {
            level = 0
        }
    }
}

/// An optional var without a value starts as nil, so its first assignment in init already
/// replaces a value: under @Observable its didSet would run. Declined.
final class Search: ObservableObject {
    @Published var text = ""
    private var cancellable: AnyCancellable? {
        didSet { oldValue?.cancel() }
    }

    init() {
        cancellable = AnyCancellable { print("cancelled") }
    }
}
