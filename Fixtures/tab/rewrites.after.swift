// fixture: --min-ios 18 --min-macos 15 --min-tvos 18 --min-watchos 11 --min-visionos 2
import SwiftUI

enum Section: Hashable {
    case inbox, sent
}

struct Mail: View {
    @State private var section = Section.inbox
    var unread = 3

    var body: some View {
        TabView(selection: $section) {
            Tab("Inbox", systemImage: "tray", value: Section.inbox) {
                InboxView()
            }
            .badge(unread)
            Tab("Sent", systemImage: "paperplane", value: Section.sent) {
                List {
                    Text("Sent")
                }
                .padding()
            }
        }
    }
}

struct Settings: View {
    var body: some View {
        TabView {
            Tab("General", image: "gear") {
                Text("General")
            }
            Tab(verbatimTitle, image: "info") {
                Text("About")
            }
        }
    }

    var verbatimTitle: String { "About" }
}

struct InboxView: View {
    var body: some View { Text("Inbox") }
}

final class Router: ObservableObject {
    @Published var tab = 0
}

struct Shell: View {
    @ObservedObject var router: Router

    var body: some View {
        TabView(selection: $router.tab) {
            Tab("One", systemImage: "1.circle", value: 0) {
                Text("One")
            }
            Tab("Two", systemImage: "2.circle", value: 1) {
                Text("Two")
            }
            .badge(2)
        }
    }
}

struct Picker: View {
    @Binding var page: Section

    var body: some View {
        TabView(selection: $page) {
            Tab("Inbox", systemImage: "tray", value: Section.inbox) {
                Text("Inbox")
            }
            Tab("Sent", systemImage: "paperplane", value: Section.sent) {
                Text("Sent")
            }
        }
    }
}
