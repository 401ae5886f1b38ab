import SwiftUI

struct Inbox: View {
    let folder: Folder
    @State private var messages: [Message] = []

    var body: some View {
        NavigationView {
            List(messages) { message in
                NavigationLink(destination: MessageView(message: message)) {
                    MessageRow(message: message)
                        .navigationBarTitle(Text(message.subject))
                }
            }
            .listStyle(.plain)
            // The folder's name, localised.
            .navigationBarTitle("Inbox")
            .navigationBarTitle(folder.name)
            .navigationBarTitle(Text("Inbox").font(.headline))
        }
    }
}
