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
        ZStack {
            // Every child of a ZStack is built anyway: there are no ids to template.
            ForEach(items) { item in
                preload(item)
            }
        }
        rows
    }

    /// The whole content of a helper: where it lands is not known here.
    var rows: some View {
        ForEach(items) { item in
            preload(item)
        }
    }

    func preload(_ item: Item) -> AnyView {
        AnyView(Text(item.title).hidden())
    }

    func row(for item: Item) -> some View {
        Text(item.title)
    }
}
