import SwiftUI

final class Store: ObservableObject {
    @Published var items: [String] = []
}

struct StoreView: View {
    @ObservedObject var store: Store

    var body: some View {
        Text("\(store.items.count)").foregroundColor(.red)
    }
}
