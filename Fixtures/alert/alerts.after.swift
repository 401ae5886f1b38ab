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
        .alert(Text("Delete File"), isPresented: $showsDeleteAlert) {
            Button("Delete", role: .destructive) {
                guard let file = fileToDelete else { return }
                store.delete(file)
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Delete \(fileToDelete?.name ?? "")?")
        }
        .alert(Text("Upload failed"), isPresented: $showsError) {
            Button("OK") {}
        } message: {
            Text(store.lastError)
        }
        .alert(Text("Synced").bold(), isPresented: $showsInfo) {}
        .alert(Text("Replace?"), isPresented: $store.needsConfirmation) {
            Button("Replace", action: store.replaceAll)
            Button("Keep Both", role: .cancel) { store.keepBoth() }
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
            .alert(Text("Error"), isPresented: $showError) {
                Button("OK") {}
            } message: {
                Text(message)
            }
    }
}
