import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
    var note: String?
}

struct Items: View {
    let items: [Item]

    var body: some View {
        List {
            // The same two views for every element: a count that never varies.
            ForEach(items) { item in
                Text(item.title)
                Divider()
            }
            // A second view only for some elements: the count varies.
            ForEach(items) { item in
                Text(item.title)
                if let note = item.note {
                    Text(note)
                }
            }
            Section("Notes") {
                ForEach(items) { item in
                    if let note = item.note {
                        Text(note)
                    }
                }
            }
            ForEach(items) { item in
                let title = item.title.uppercased()
                if !title.isEmpty {
                    Text(title)
                }
            }
            .onDelete { _ in }
        }
        List(items) { item in
            Text(item.title)
            Text(item.note ?? "")
        }
        List {
            ForEach(items) { item in
                if item.note != nil {
                    Section(item.title) {
                        Text(item.note ?? "")
                    }
                }
            }
        }
    }
}
