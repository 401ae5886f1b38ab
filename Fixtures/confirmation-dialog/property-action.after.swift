import SwiftUI

/// Actions held in properties, a label from a String: mapped as `alert` maps them.
struct RowMenu: View {
    @State private var asks = false
    let title: String
    let onRename: () -> Void
    var onDelete: @MainActor () -> Void = {}

    var body: some View {
        Text(title)
            .confirmationDialog(Text("Edit"), isPresented: $asks, titleVisibility: .visible) {
                Button(title, action: onRename)
                Button("Delete", role: .destructive, action: onDelete)
                Button("Cancel", role: .cancel) {}
            }
    }
}
