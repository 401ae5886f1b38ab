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
            InboxView()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Section.inbox)
                .badge(unread)
            List {
                Text("Sent")
            }
            .padding()
            .tabItem {
                Image(systemName: "paperplane")
                Text("Sent")
            }
            .tag(Section.sent)
        }
    }
}

struct Settings: View {
    var body: some View {
        TabView {
            Text("General")
                .tabItem { Label("General", image: "gear") }
                .tag(0)
            Text("About")
                .tabItem {
                    Text(verbatimTitle)
                    Image("info")
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
            Text("One")
                .tabItem { Label("One", systemImage: "1.circle") }
                .tag(0)
            Text("Two")
                .tabItem { Label("Two", systemImage: "2.circle") }
                .tag(1)
                .badge(2)
        }
    }
}

struct Picker: View {
    @Binding var page: Section

    var body: some View {
        TabView(selection: $page) {
            Text("Inbox")
                .tabItem {
                    Text("Inbox")
                    Image(systemName: "tray")
                }
                .tag(Section.inbox)
            Text("Sent")
                .tabItem {
                    Text("Sent")
                    Image(systemName: "paperplane")
                }
                .tag(Section.sent)
        }
    }
}
