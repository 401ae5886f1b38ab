import SwiftUI

// Unread properties that open the type: deleted with the blank line after them, whether
// one goes or several do together.
struct Sheet: View {
    var body: some View {
        Text("Sheet")
    }
}

struct Card: View {
    var body: some View {
        Text("Card")
    }
}

struct Row: View {
    let title: String

    var body: some View {
        Text(title)
    }
}
