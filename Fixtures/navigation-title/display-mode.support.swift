// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct Item {
    var name: String
}

struct ItemCard: View {
    let item: Item
    var body: some View { Text(item.name) }
}
