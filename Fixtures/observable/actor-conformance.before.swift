// fixture: --min-ios 17
import Combine
import SwiftUI

// An actor's ObservableObject conformance is its own (the pass converts classes), not code
// that may receive one of the project's classes: the class beside it converts.
actor Debouncer: ObservableObject {
    func run() {}
}

final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()
    var body: some View { Text("\(counter.count)") }
}
