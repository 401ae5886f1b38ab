import SwiftUI

class Base: NSObject {
    var createdAt = Date()
}

final class Editor: Base, ObservableObject {
    @Published var text: String
    @Published var isDirty = false
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

final class Counter: ObservableObject {
    @Published var count = 0
    static let shared = Counter()
}

struct EditorView: View {
    @StateObject private var editor: Editor
    @StateObject private var blank = Editor()
    @StateObject private var counter = Counter.shared
    @StateObject private var spare: Editor

    init(text: String, spare: Editor? = nil) {
        _editor = StateObject(wrappedValue: Editor(text: text))
        _spare = .init(wrappedValue: spare ?? .init(text: text))
    }

    var body: some View { Text(editor.text + blank.text + "\(counter.count)") }
}
