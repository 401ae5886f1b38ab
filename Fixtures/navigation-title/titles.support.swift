// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct Folder {
    var name: String
}

struct Message: Identifiable {
    let id = UUID()
    var subject: String
}

struct MessageView: View {
    let message: Message
    var body: some View { Text(message.subject) }
}

struct MessageRow: View {
    let message: Message
    var body: some View { Text(message.subject) }
}
