import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

struct Items: View {
    let items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                rowView(for: item)
            }
            ForEach(items) { item in
                AnyView(Text(item.title))
            }
        }
        List(items) { item in
            let title = item.title
            return AnyView(Text(title))
        }
        ScrollView {
            LazyVStack {
                ForEach(items) { item in
                    AnyView(Text(item.title))
                }
            }
        }
    }

    func rowView(for item: Item) -> AnyView {
        item.isDone ? AnyView(Text(item.title).strikethrough()) : AnyView(Text(item.title))
    }
}
