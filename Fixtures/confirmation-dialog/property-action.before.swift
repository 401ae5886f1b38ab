import SwiftUI

/// Actions held in properties, a label from a String: mapped as `alert` maps them.
struct RowMenu: View {
    @State private var asks = false
    let title: String
    let onRename: () -> Void
    var onDelete: @MainActor () -> Void = {}

    var body: some View {
        Text(title)
            .actionSheet(isPresented: $asks) {
                ActionSheet(title: Text("Edit"), buttons: [
                    .default(Text(title), action: onRename),
                    .destructive(Text("Delete"), action: onDelete),
                    .cancel()
                ])
            }
    }
}
