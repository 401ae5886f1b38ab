import SwiftUI

struct FileActions: View {
    @State private var asksDelete = false
    @State private var asksShare = false
    @State private var asksClear = false
    @State private var asksSort = false
    let name: String

    var body: some View {
        Text(name)
            .confirmationDialog(Text("Delete \(name)?"), isPresented: $asksDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) { delete() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog(Text("Share"), isPresented: $asksShare, titleVisibility: .visible) {
                Button("Copy Link", action: copyLink)
                Button {
                    share(name)
                } label: { Text(name).bold() }
                Button("Not Now", role: .cancel) {}
            }
            .confirmationDialog(Text("Clear the list?"), isPresented: $asksClear, titleVisibility: .visible) {
                Button("Clear", role: .destructive) {}
            }
            .confirmationDialog(
                Text("Sort by"),
                isPresented: $asksSort, titleVisibility: .visible
            ) {
                Button("Name") {}
                Button("Cancel", role: .cancel, action: cancelSort)
            }
    }

    func delete() {}
    func copyLink() {}
    func share(_ text: String) {}
    func cancelSort() {}
}
