import SwiftUI

// Unread properties that open the type: deleted with the blank line after them, whether
// one goes or several do together.
struct Sheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("Sheet")
    }
}

struct Card: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Card")
    }
}

struct Row: View {
    let title: String
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(title)
    }
}
