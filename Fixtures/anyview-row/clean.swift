import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
}

struct Items: View {
    let items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                row(for: item)
            }
            ForEach(items) { item in
                AnyView(Text(item.title)).padding()
            }
        }
        AnyView(Text("header"))
    }

    func row(for item: Item) -> some View {
        Text(item.title)
    }
}
