import SwiftUI

// Target ReaderMac builds for macOS only: --min-ios 18 raises no platform of it, and on macOS
// this NavigationView is a two-column window with a sidebar.
struct SidebarRoot: View {
    @State private var selection: String?
    let feeds = ["Inbox", "Starred"]

    var body: some View {
        NavigationView {
            List {
                ForEach(feeds, id: \.self) { feed in
                    NavigationLink(destination: Text(feed), tag: feed, selection: $selection) {
                        Text(feed)
                    }
                }
            }
        }
    }
}
