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
            ForEach(items) { item in
                VStack {
                    Text(item.title)
                    if let note = item.note {
                        Text(note)
                    }
                }
            }
            ForEach(items) { item in
                if let note = item.note {
                    Text(note)
                } else {
                    Text(item.title)
                }
            }
        }
        ScrollView {
            ForEach(items) { item in
                Text(item.title)
                Divider()
            }
        }
    }
}
