import SwiftUI

struct FileActions: View {
    @State private var asksDelete = false
    @State private var asksShare = false
    @State private var asksClear = false
    @State private var asksSort = false
    let name: String

    var body: some View {
        Text(name)
            .actionSheet(isPresented: $asksDelete) {
                ActionSheet(title: Text("Delete \(name)?"), message: Text("This cannot be undone."), buttons: [
                    .destructive(Text("Delete")) { delete() },
                    .cancel()
                ])
            }
            .actionSheet(isPresented: $asksShare) {
                ActionSheet(
                    title: Text("Share"),
                    buttons: [
                        .default(Text("Copy Link"), action: copyLink),
                        .default(Text(name).bold()) {
                            share(name)
                        },
                        .cancel(Text("Not Now"))
                    ]
                )
            }
            .actionSheet(isPresented: $asksClear) {
                ActionSheet(title: Text("Clear the list?"), message: nil, buttons: [.destructive(Text("Clear"), action: {})])
            }
            .actionSheet(
                isPresented: $asksSort
            ) {
                return ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Name")), .cancel(cancelSort)])
            }
    }

    func delete() {}
    func copyLink() {}
    func share(_ text: String) {}
    func cancelSort() {}
}
