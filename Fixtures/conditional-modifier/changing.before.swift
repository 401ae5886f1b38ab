import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

final class Feed: ObservableObject {
    @Published var isLoading = false
    @Published var items: [Item] = []
    var title = ""

    func reload() {
        isLoading = true
        items[0].isRead = true
    }
}

@Observable
final class Session {
    var isSignedIn = false

    func signIn() { isSignedIn = true }
}

struct Item: Identifiable {
    let id: Int
    var isRead: Bool
}

/// Reported: each condition reads a value SwiftUI changes while the view lives.
struct FeedView: View {
    @ObservedObject var feed: Feed
    let session: Session
    @Environment(\.colorScheme) private var colorScheme
    @Binding var isEditing: Bool

    var isDark: Bool { colorScheme == .dark }

    func isLast(_ item: Item) -> Bool { item.id == feed.items.last?.id }

    var body: some View {
        let busy = feed.isLoading
        List {
            ForEach(feed.items) { item in
                Text("\(item.id)")
                    .if(item.isRead) { $0.foregroundStyle(.secondary) }
                    .if(isLast(item)) { $0.padding(.bottom) }
            }
        }
        .if(busy) { $0.redacted(reason: .placeholder) }
        .if(session.isSignedIn) { $0.bold() }
        .if(isDark) { $0.border(.white) }
        .if($isEditing.wrappedValue) { $0.italic() }
        .if(self.feed.isLoading) { $0.opacity(0.5) }
    }
}

/// A helper's parameter that a call passes state for: reported.
struct Badge: View {
    @State private var isNew = false

    func label(_ text: String, highlighted: Bool) -> some View {
        Text(text).if(highlighted) { $0.bold() }
    }

    var body: some View {
        label("New", highlighted: isNew)
    }
}

/// Not reported: nothing shows these conditions change while the view lives.
struct Header: View {
    let feed: Feed
    let title: String
    let showsDivider: Bool

    var body: some View {
        VStack {
            Text(title)
                .if(title.isEmpty) { $0.hidden() }
                .if(feed.title.isEmpty) { $0.hidden() }
                .if(showsDivider) { $0.padding(.bottom) }
            ForEach(Kind.allCases, id: \.self) { kind in
                Text("\(kind)").if(kind.isLast) { $0.padding(.bottom) }
            }
        }
    }
}

enum Kind: CaseIterable {
    case a, b
    var isLast: Bool { self == Self.allCases.last }
}

struct Headers: View {
    let names: [String]

    var body: some View {
        ForEach(names, id: \.self) { name in
            Header(feed: Feed(), title: name, showsDivider: name != names.last)
        }
    }
}

struct Configuration {
    let isEditable: Bool
}

@Observable
final class Editor {
    let configuration: Configuration
    var text = ""

    init(configuration: Configuration) {
        self.configuration = configuration
    }

    func clear() { text = "" }

    /// Computed from the `let`: fixed too. From `text`: it changes.
    var isReadOnly: Bool { !configuration.isEditable }
    var isBlank: Bool { text == "" }
}

/// Not reported: a `let` of the class holds one value for the object's life, and a closure
/// passed as a value is there or not whatever it reads.
struct EditorView: View {
    @State private var editor = Editor(configuration: Configuration(isEditable: true))
    @ObservedObject var feed: Feed

    func removable(onRemove: (() -> Void)?) -> some View {
        Text("Remove").if(onRemove != nil) { $0.underline() }
    }

    var body: some View {
        VStack {
            Text(editor.text)
                .if(editor.configuration.isEditable) { $0.border(.blue) }
                .if(editor.text.isEmpty) { $0.italic() }
                .if(editor.isReadOnly) { $0.foregroundStyle(.secondary) }
                .if(editor.isBlank) { $0.bold() }
            removable(onRemove: { feed.reload() })
        }
    }
}

extension Text {
    /// Returns Text in both branches: one view type, nothing swaps. Not reported.
    func optionalUnderline(_ underline: Bool) -> Text {
        if underline {
            return self.underline()
        } else {
            return self
        }
    }
}

extension View {
    /// A back-port of SwiftUI's optional overload: calls the modifier of its own name when
    /// there is a value; there is no argument to vary. Not reported.
    @ViewBuilder
    func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        if let shortcut {
            self.keyboardShortcut(shortcut)
        } else {
            self
        }
    }
}

/// Not reported: the flip is what runs `onAppear`, which no ternary can do.
struct Spinner: View {
    @State private var isAnimating = false
    @State private var shortcut: KeyboardShortcut?

    var body: some View {
        Text("Loading")
            .optionalUnderline(isAnimating)
            .if(isAnimating) { $0.onAppear { print("start") } }
            .keyboardShortcut(shortcut)
    }
}

extension View {
    @ViewBuilder
    func ifLet<Value, Content: View>(_ value: Value?, transform: (Self, Value) -> Content) -> some View {
        if let value {
            transform(self, value)
        } else {
            self
        }
    }
}

struct Tile: Identifiable {
    let id: Int
}

/// Not reported: every construction passes an element or `nil`, so whether the `if let`
/// binds is fixed for each cell.
struct TileCell: View {
    let tile: Tile?

    var body: some View {
        Color.red.ifLet(tile) { view, tile in view.help("\(tile.id)") }
    }
}

/// Reported: the note is state that comes and goes.
struct NoteTag: View {
    let note: String?

    var body: some View {
        Text("t").ifLet(note) { view, note in view.help(note) }
    }
}

struct Board: View {
    @State private var tiles: [Tile] = []
    @State private var note: String?

    var body: some View {
        ForEach(tiles) { TileCell(tile: $0) }
        TileCell(tile: nil)
        NoteTag(note: note)
    }
}
