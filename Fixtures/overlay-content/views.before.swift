import SwiftUI

struct FolderIcon: View {
    var count: Int
    var isNew = false

    var body: some View {
        Image(systemName: "folder")
            .font(.system(size: 55, weight: .thin))
            .overlay(Text("❤️"), alignment: .bottom)
            // Unread badge.
            .overlay(
                Text("\(count)")
                    .font(.caption2)
                    .padding(4)
                    .background(Circle().fill(Color.red)),
                alignment: .topTrailing
            )
            #if os(iOS)
            .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1), alignment: .center)
            #endif
            .overlay(isNew ? Text("new") : Text(""), alignment: .bottomLeading)
            .background(ZStack {
                Circle()
                Image(systemName: "star")
            }, alignment: .leading)
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
        .overlay(accessory, alignment: .trailing)
        .overlay(self.accessory, alignment: Alignment(horizontal: .trailing, vertical: .top))
        .background(Divider(), alignment: .bottom)
    }
}
