import SwiftUI

struct Group<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { content.border(Color.red) }
}

struct Framed: View {
    var body: some View {
        Group {
            Text("framed")
        }
        .padding()
    }
}
