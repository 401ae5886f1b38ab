import SwiftUI

struct FileList: View {
    @State private var showsDeleteAlert = false
    @State private var showsError = false
    @State private var showsInfo = false
    @State private var fileToDelete: FileItem?
    @Bindable var store: FileStore

    var body: some View {
        List(store.files) { file in
            FileRow(file: file)
        }
        .alert(isPresented: $showsDeleteAlert) {
            Alert(
                title: Text("Delete File"),
                message: Text("Delete \(fileToDelete?.name ?? "")?"),
                primaryButton: .destructive(Text("Delete")) {
                    guard let file = fileToDelete else { return }
                    store.delete(file)
                },
                secondaryButton: .cancel()
            )
        }
        .alert(isPresented: $showsError) {
            Alert(title: Text("Upload failed"), message: Text(store.lastError), dismissButton: .default(Text("OK")))
        }
        .alert(isPresented: $showsInfo) {
            return Alert(title: Text("Synced").bold())
        }
        .alert(isPresented: $store.needsConfirmation) {
            Alert(title: Text("Replace?"),
                  message: nil,
                  primaryButton: .default(Text("Replace"), action: store.replaceAll),
                  secondaryButton: .cancel(Text("Keep Both"), action: { store.keepBoth() }))
        }
    }
}

extension FileStore {
    func replaceAll() {}
}

struct ErrorBanner: View {
    @State private var showError = false
    let message: String

    var body: some View {
        Text("Status")
            .alert(isPresented: $showError) {
                .init(title: Text("Error"), message: Text(message), dismissButton: .default(Text("OK")))
            }
    }
}
