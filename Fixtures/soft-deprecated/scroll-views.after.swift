import SwiftUI

// ScrollView(_:showsIndicators: false) → ScrollView(_:) { } .scrollIndicators(.hidden),
// placed after the call the way the chain is written.
struct Gallery: View {
    let items = ["a", "b"]

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                HStack { ForEach(items, id: \.self) { Text($0) } }
            }
            .scrollIndicators(.hidden)
            .frame(height: 80)
            ScrollView {
                VStack { Text("Rows") }
            }
            .scrollIndicators(.hidden)
            ScrollView(.vertical) { Text("One line") }.scrollIndicators(.hidden)
            ScrollView(.horizontal) {
                Thumbnail()
            }.scrollIndicators(.hidden).padding()
            ScrollView(.horizontal) {
                Text("Default")
            }
        }
    }
}

struct Thumbnail: View {
    var body: some View { Image(systemName: "photo") }
}

// A view built inside with content written here (`Card { Text(...) }`) holds no view from
// this type's callers: the indicators are hidden by the modifier.
struct Card<Content: View>: View {
    @ViewBuilder let content: () -> Content
    var body: some View { VStack { content() } }
}

struct CardList: View {
    var body: some View {
        ScrollView {
            Card { Text("a") }
        }
        .scrollIndicators(.hidden)
    }
}
