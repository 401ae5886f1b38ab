// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

enum Status: Equatable { case idle, connecting, connected }

struct Item: Equatable {
    var title = ""
}

final class EditorState: ObservableObject {
    @Published var item = Item()
    func save(_ item: Item) {}
}

final class Session: ObservableObject {
    @Published var status = Status.idle
}

func log(_ from: Status, _ to: Status) {}
