import SwiftUI

// Optionals: `?.` chains (each link on the unwrapped value, the chain optional as a
// whole), `!`, implicitly unwrapped declarations, `??`, `if let` / `guard let` / `while let`
// including shorthand, `as?` / `as!` / `as`, `try?`.

final class DiskConfiguration: ObservableObject {
    @Published var path = "/tmp"
    var size: Int? = nil
}

final class Wrapper {
    var config: AnyObject?
    var name: String?
    var next: Wrapper?
}

final class EditorViewModel: ObservableObject {
    @Published var text = ""
}

final class Editor {
    var viewModel: EditorViewModel!
    var wrapped: Wrapper?

    func load() throws -> String { "loaded" }

    func refresh() {
        viewModel.text = "refreshed"
        viewModel.objectWillChange.send()
        if let config = wrapped?.config as? DiskConfiguration {
            config.objectWillChange.send()
            _ = config.size ?? 0
        }
        let depth = wrapped?.next?.next?.name?.count
        let forced = wrapped!.name ?? "none"
        guard let wrapped else { return }
        if let name = wrapped.name, !name.isEmpty {
            _ = name.lowercased()
        }
        var cursor: Wrapper? = wrapped
        while let current = cursor {
            cursor = current.next
        }
        let loaded = try? load()
        let config = wrapped.config as! DiskConfiguration
        let any = config as AnyObject
        _ = (depth, forced, loaded, config.path, any)
    }
}
