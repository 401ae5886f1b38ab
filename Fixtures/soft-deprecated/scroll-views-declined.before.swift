import SwiftUI

// .scrollIndicators(_:) reaches every scroll view inside, where showsIndicators: set only
// this one; a value that is not a literal has no fixed counterpart.
struct Feed: View {
    @State private var showsIndicators = true

    var body: some View {
        VStack {
            ScrollView(showsIndicators: false) {
                List { Text("nested") }
            }
            ScrollView(.horizontal, showsIndicators: false) {
                Carousel()
            }
            ScrollView(.horizontal, showsIndicators: showsIndicators) {
                Text("flag")
            }
            // The chain already sets the indicators: a new modifier nearer the view would win.
            ScrollView(.horizontal, showsIndicators: false) {
                Text("never")
            }
            .frame(height: 40)
            .scrollIndicators(.never)
        }
    }
}

struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal) { Text("inner") }
    }
}

struct Wrapper<Content: View>: View {
    let content: () -> Content

    var body: some View {
        ScrollView(showsIndicators: false, content: content)
    }
}

// A view the type's callers supply may scroll (a caller's List would lose its indicators).
struct Box<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        ScrollView(showsIndicators: false) {
            content
        }
    }
}

struct Page<Header: View>: View {
    @ViewBuilder let header: () -> Header
    let footer: AnyView?

    var body: some View {
        VStack {
            ScrollView(showsIndicators: false) { header() }
            ScrollView(showsIndicators: false) { footer }
        }
    }
}
