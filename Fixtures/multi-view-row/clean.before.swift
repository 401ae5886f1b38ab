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

// Sections with a spacer row before each but the first: a container would put the Section
// inside one row. The Section is written in place, or by a function or property of the view.
struct SectionedList: View {
    let sections: [Int]

    var body: some View {
        List {
            ForEach(sections, id: \.self) { s in
                if s != 0 { Color.gray.frame(height: 8) }
                Section { Text("\(s)") }
            }
            ForEach(sections, id: \.self) { s in
                if s != 0 { Color.gray.frame(height: 8) }
                section(s)
            }
            ForEach(sections, id: \.self) { s in
                if s != 0 { Color.gray.frame(height: 8) }
                footerSection
            }
        }
    }

    @ViewBuilder
    func section(_ s: Int) -> some View {
        Section { Text("\(s)") }
    }

    var footerSection: some View {
        Section { Text("end") }
    }
}
