import SwiftUI

final class Catalog: ObservableObject {
    @Published var items: [String] = []

    init() {
        load()
    }

    func load() {}
}

struct ShopApp: App {
    // An App is initialised once per process: @State creates the catalog once too.
    @StateObject private var catalog = Catalog()

    var body: some Scene {
        WindowGroup {
            Text("\(catalog.items.count)")
        }
    }
}
