import SwiftUI

struct FolderIcon: View {
    var count: Int
    var isNew = false

    var body: some View {
        Image(systemName: "folder")
            .font(.system(size: 55, weight: .thin))
            .overlay(alignment: .bottom) { Text("❤️") }
            // Unread badge.
            .overlay(alignment: .topTrailing) {
                Text("\(count)")
                    .font(.caption2)
                    .padding(4)
                    .background { Circle().fill(Color.red) }
            }
            #if os(iOS)
            .background(alignment: .center) { RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1) }
            #endif
            .overlay(alignment: .bottomLeading) { isNew ? Text("new") : Text("") }
            .background(alignment: .leading) {
                ZStack {
                    Circle()
                    Image(systemName: "star")
                }
            }
    }
}

struct Row: View {
    let title: String

    var accessory: some View {
        Image(systemName: "chevron.right")
    }

    var body: some View {
        HStack {
            Text(title)
        }
        .overlay(alignment: .trailing) { accessory }
        .overlay(alignment: Alignment(horizontal: .trailing, vertical: .top)) { self.accessory }
        .background(alignment: .bottom) { Divider() }
    }
}
