// fixture: --min-macos 15
import SwiftUI

// A declined property after one that converts, in the same file: the first's edits move
// the text, and the second stays declined (it compares with .active) in every round.
struct First: View {
    @Environment(\.appearsActive) var state
    var body: some View {
        Text("a").opacity(!state ? 0.5 : 1).opacity(!state ? 0.5 : 1)
    }
}

struct Second: View {
    @Environment(\.controlActiveState) var state
    var body: some View { Text("b").opacity(state == .active ? 0.5 : 1) }
}
