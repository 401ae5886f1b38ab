import SwiftUI

struct Palette {
    var colors: [String: Color] = [:]
    let name: String? = nil
    static let shared = Palette()
    func tint(named key: String) -> Color? { colors[key] }
}

final class Store {
    var palette = Palette()
    var items: [Palette] = []
}

func basics(store: Store?) {
    let name = store?.palette.name
    let first = store!.items.first?.colors["accent"]
    let count = store?.items.map { $0.name }.count
    let doubled = [1, 2].map { $0 * 2 }
    let tint = store.map { $0.palette.tint(named: "a") } ?? .red
    _ = (name, first, count, doubled, tint)
}
