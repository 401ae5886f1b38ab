// fixture: --min-ios 16 --min-macos 13
import SwiftUI

// Below iOS 17, foregroundStyle on a Text returns `some View`: a Text kept as a value
// must stay a Text (interpolated later, stored, assigned, or one branch of several).
struct Counted: View {
    let count: Int
    let isUnread: Bool
    let nameText = Text("Name").foregroundColor(.secondary).bold()
    @State private var caption = Text("caption")

    var body: some View {
        let noun = Text("items").foregroundColor(.gray)
        let badge: some View = Text("new").foregroundStyle(.red)
        let icon = Image("star").foregroundStyle(.yellow)
        let padded = Text("padded").foregroundStyle(.blue).padding()
        VStack {
            Text("\(count) \(noun)")
            nameText
            badge
            icon
            padded
            isUnread ? Text("unread").bold() : Text("read").foregroundColor(.secondary)
            Text("In place").foregroundStyle(.green)
        }
        .onAppear {
            caption = Text("loaded").foregroundColor(.orange)
        }
    }

    var parts: [Text] {
        [Text("a").foregroundColor(.pink), Text("b")]
    }

    /// Passed to a call that is not a view's: kept as a Text. A view's initialiser or a
    /// modifier that takes any view gets the rewrite.
    func joined(_ words: [String]) -> some View {
        var texts: [Text] = []
        for word in words {
            texts.append(Text(word).foregroundColor(.purple))
        }
        return VStack {
            texts.reduce(Text(""), +)
            Section(header: Text("Header").foregroundStyle(.gray)) {
                Text("Row")
                    .overlay(Text("Tag").foregroundStyle(.red))
            }
        }
    }
}

/// Styles kept as closures that return a Text: below iOS 17 foregroundStyle would return
/// `some View`, which `(Text) -> Text` does not accept.
let tagStyles: [String: (Text) -> Text] = [
    "warning": { $0.bold().foregroundColor(.orange) },
    "done": { $0.foregroundColor(.green) },
]

/// View content in closures is not kept as a value: rewritten.
struct TagBadge: View {
    var body: some View {
        VStack { Text("tag").foregroundStyle(.red) }
            .overlay { Text("!").foregroundStyle(.blue) }
    }
}
