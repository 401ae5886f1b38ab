import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []
    var cursor = 0

    func advance() {
        cursor += 1
        objectWillChange.send()
    }
}

final class Inbox: ObservableObject {
    @Published var unread = 0
}

struct InboxView: View {
    @StateObject private var inbox = Inbox()
    var body: some View {
        Text("\(inbox.unread)")
            .onReceive(inbox.objectWillChange) { _ in print("changed") }
    }
}
