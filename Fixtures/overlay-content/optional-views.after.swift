import SwiftUI

// An optional view is a view (Optional: View where Wrapped: View), never a shape style.
struct TitleBar<LeftContent: View>: View {
    let leftButton: LeftContent?
    let showsStar: Bool
    let tint: Color?

    var body: some View {
        Text("Title")
            .overlay { leftButton }
            .background { showsStar ? Image(systemName: "star") : nil }
            .overlay { tint }
    }
}

// A Color is a shape style as well as a view: `.overlay(Color)` is the current overload.
struct Plain: View {
    let tint: Color

    var body: some View {
        Text("Plain")
            .overlay(tint)
    }
}

// `?:` after a comparison, with nil in one branch: an optional Color is a view.
struct Badge: View {
    let compact: Bool

    var body: some View {
        Text("Badge")
            .background { compact == true ? nil : Color.red.opacity(0.1) }
    }
}
