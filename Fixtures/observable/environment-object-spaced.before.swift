// fixture: --min-ios 17
import SwiftUI

// `: Store` goes with the space before it: no trailing space is left. So does ` : ObservableObject`
// in a class declared with a space before its colon.
final class Store : ObservableObject {
    @Published var count = 0
}

struct Counter: View {
    @EnvironmentObject var store : Store

    var body: some View {
        Text("\(store.count)")
    }
}
