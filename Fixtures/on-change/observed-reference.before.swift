// fixture: --min-ios 17
import SwiftUI

// The observed expression starts from a stored reference of the view (`item?.id`): after the
// change the view may hold another object, which the old action did not see. Reported. A
// model held the same way but not observed (`loader`) reads the same in both: rewritten.
final class Item {
    let id: String
    init(id: String) { self.id = id }
}

final class Loader: ObservableObject {
    func load(_ item: Item?) {}
    func reload() {}
}

struct ItemView: View {
    let item: Item?
    let loader: Loader
    var query: String

    var body: some View {
        Text("Item")
            .onChange(of: item?.id) { _ in loader.load(item) }
            .onChange(of: query) { _ in loader.reload() }
    }
}
