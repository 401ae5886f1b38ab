import SwiftUI

/// Text that must stay a Text: concatenation and Text-typed results.
struct BadgeText {
    let count: Int
    let tint: Color?

    var text: Text {
        Text("\(count)").foregroundColor(.red) + Text(" new")
    }

    func styled(_ label: String) -> Text {
        Text(label).foregroundColor(tint)
    }
}
