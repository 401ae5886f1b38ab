import SwiftUI

class Base: NSObject {
    var createdAt = Date()
}

@Observable
final class Editor: Base {
    var text: String
    var isDirty = false
    let id: UUID
    private var history: [String] = []

    init(text: String, id: UUID = UUID()) {
        self.text = text
        self.id = id
        super.init()
    }

    convenience override init() {
        self.init(text: "")
    }
}

@Observable
final class Counter {
    var count = 0
    static let shared = Counter()
}

struct EditorView: View {
    @State private var editor: Editor
    @State private var blank = Editor()
    private let counter = Counter.shared
    @State private var spare: Editor

    init(text: String, spare: Editor? = nil) {
        _editor = State(initialValue: Editor(text: text))
        _spare = .init(wrappedValue: spare ?? .init(text: text))
    }

    var body: some View { Text(editor.text + blank.text + "\(counter.count)") }
}
