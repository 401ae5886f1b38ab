// fixture: --min-ios 17
import SwiftUI

// `: Store` goes with the space before it: no trailing space is left. So does ` : ObservableObject`
// in a class declared with a space before its colon.
@Observable
final class Store {
    var count = 0
}

struct Counter: View {
    @Environment(Store.self) var store

    var body: some View {
        Text("\(store.count)")
    }
}
