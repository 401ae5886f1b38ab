import SwiftUI

// Nothing is @Published and no view observes it: the class only loses its conformance, so
// nothing gets @ObservationIgnored and nothing is said about it.
final class JumpCounter {
    private(set) var jumps = 0

    func jump() -> Int {
        jumps += 1
        return jumps
    }
}

struct Controls: View {
    let counter: JumpCounter

    var body: some View {
        Text("\(counter.jump())")
    }
}
