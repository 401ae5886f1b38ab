import SwiftUI

@Observable
final class Catalog {
    var items: [String] = []

    init() {
        load()
    }

    func load() {}
}

struct ShopApp: App {
    // An App is initialised once per process: @State creates the catalog once too.
    @State private var catalog = Catalog()

    var body: some Scene {
        WindowGroup {
            Text("\(catalog.items.count)")
        }
    }
}
