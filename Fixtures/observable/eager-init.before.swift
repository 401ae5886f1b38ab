import Combine
import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []

    init() {
        // Must run once: it fetches.
        reload()
    }

    func reload() {}
}

final class Loader: ObservableObject {
    @Published var data = Data()
    static func make() -> Loader { Loader() }
}

final class Notifier: ObservableObject {
    @Published var count = 0
    private let onChange: () -> Void

    init(onChange: @escaping () -> Void) {
        self.onChange = onChange
    }
}

final class Lazy: ObservableObject {
    @Published var value = 0
    private let source: () -> Int

    init(source: @autoclosure @escaping () -> Int) {
        self.source = source
    }
}

final class Tracker: ObservableObject {
    @Published var position = 0
    private let formatter = DateFormatter()
}

struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View { Text("\(feed.items.count)") }
}

struct LoaderView: View {
    @StateObject private var loader: Loader

    init() {
        _loader = StateObject(wrappedValue: Loader.make())
    }

    var body: some View { Text("\(loader.data.count)") }
}

struct NotifierView: View {
    @StateObject private var notifier = Notifier { print("changed") }
    var body: some View { Text("\(notifier.count)") }
}

struct LazyView: View {
    @StateObject private var lazy: Lazy

    init(seed: Int) {
        _lazy = StateObject(wrappedValue: Lazy(source: seed))
    }

    var body: some View { Text("\(lazy.value)") }
}

struct TrackerView: View {
    @StateObject var tracker = Tracker()
    var body: some View { Text("\(tracker.position)") }
}
