// fixture: --min-ios 17 --min-macos 14
import SwiftUI

// A private class nested in a type: @Observable's extension, written at file scope, cannot
// see it (a fileprivate one it can).
struct Outer: View {
    @StateObject private var model = Model()

    var body: some View {
        Text(model.title)
    }

    private final class Model: ObservableObject {
        @Published var title = "a"
    }
}

// A class that holds only constants has nothing to observe: it loses its conformance (no
// macro, so being private does not matter), and its wrappers go.
struct Scroller: View {
    @StateObject private var delegate = Delegate(step: 4)
    @ObservedObject var people: People

    var body: some View {
        Text("\(delegate.step) \(people.names.count)")
    }

    private final class Delegate: ObservableObject {
        let step: Int
        init(step: Int) { self.step = step }
    }
}

final class People: ObservableObject {
    let names: [String]
    init(names: [String]) { self.names = names }
}
