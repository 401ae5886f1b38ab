import Foundation
import SwiftUI

struct Snapshot {
    var items: [String] = []
    var title = ""
}

struct ViewState {
    var isLoading = false
}

// Declined: `model` is read before `items` is set; once computed, init cannot read it there.
final class Store: ObservableObject {
    @Published var model: Snapshot
    @Published var state: ViewState
    @Published var items: [String]

    init() {
        (model, state) = Self.reset()
        items = model.items
    }

    static func reset() -> (Snapshot, ViewState) { (Snapshot(), ViewState()) }
}

// Declined: `token` is read before super.init.
final class Session: NSObject, ObservableObject {
    @Published var token: String
    var length: Int

    init(token: String) {
        self.token = token
        length = self.token.count
        super.init()
    }
}

// Converts: `text` in init is the parameter, not the property.
@Observable
final class Editor {
    var text: String
    var length: Int

    init(text: String) {
        self.text = text
        self.length = text.count
    }
}

// Converts: `count` is read only once every stored property is set.
@Observable
final class Counter {
    var count: Int
    var doubled: Int

    init() {
        count = 1
        doubled = 2
        if count > 0 {
            doubled = count * 2
        }
    }
}

// Converts: `theme` is set whole by `saved ?? "auto"` before `history` is read.
@Observable
final class Settings {
    var size: Double
    var theme: String
    private var history: [String] = []

    init(saved: String?) {
        size = 1
        theme = saved ?? "auto"
        history.append(theme)
    }
}

struct StoreView: View {
    @ObservedObject var store: Store
    @ObservedObject var session: Session
    @State private var editor = Editor(text: "")
    @State private var counter = Counter()
    var settings: Settings

    var body: some View {
        Text(store.model.title + session.token + editor.text + "\(counter.count)" + settings.theme)
    }
}

// Converts: `do`/`catch` and `if`/`else` set the properties on every path before the read.
enum Loader {
    static func load() throws -> [String] { [] }
}

@Observable
final class Library {
    var names: [String]
    var limit: Int

    init(compact: Bool) {
        do {
            names = try Loader.load()
        } catch {
            names = []
        }
        if compact {
            limit = 3
        } else {
            limit = 10
        }
        names = Array(names.prefix(limit))
    }
}
