// typecheck: skip — MediaManager is a package's type the fixture does not declare: the unknown receiver under test
import SwiftUI
import MediaKit

// `manager?.proxy?.jump(by:)` is a method of a type the tool cannot see, with the name of one of
// Counter's: it writes nothing of Counter's, so `jumps` stays tracked.
@Observable
final class Counter {
    var title = ""
    private(set) var jumps = 0

    func jump(by amount: Int) -> Int {
        jumps += amount
        return jumps
    }
}

struct Controls: View {
    var counter: Counter
    let manager: MediaManager?

    var body: some View {
        Text("\(counter.title) \(manager?.proxy?.jump(by: 10) ?? 0)")
    }
}
