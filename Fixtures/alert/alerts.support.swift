// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct FileItem: Identifiable {
    let id = UUID()
    var name: String
}

@Observable
final class FileStore {
    var files: [FileItem] = []
    var lastError = ""
    var needsConfirmation = false
    func delete(_ file: FileItem) {}
    func keepBoth() {}
}

struct FileRow: View {
    let file: FileItem
    var body: some View { Text(file.name) }
}
