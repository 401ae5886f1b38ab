import SwiftUI

enum Page: Hashable {
    case settings, about
}

// The project's own initialiser takes a page, not a view: a call passing a page (a value of
// its type, or a member it declares written `.about`) is the project's, and left alone
// silently; one whose value's type is unknown may be, and is left alone with the
// initialiser named. A call passing a view, or with other labels, is SwiftUI's, and so is
// one whose trailing closure the project's `isActive: Binding<Bool>` cannot take.
extension NavigationLink where Destination == Never {
    init(_ title: String, destination: Page) where Label == Text {
        self.init(value: destination) { Text(title) }
    }
}

extension NavigationLink where Label == EmptyView {
    init(destination: Destination, isActive: Binding<Bool>) {
        self.init(isActive: isActive, destination: { destination }, label: { EmptyView() })
    }
}

struct SettingsList: View {
    let page: Page
    let pages: [String: Page]

    var body: some View {
        List {
            NavigationLink("Settings", destination: Page.settings)
            NavigationLink("About", destination: .about)
            NavigationLink("Current", destination: page)
            NavigationLink("Lookup", destination: pages["x"] ?? .about)
            NavigationLink("Unknown", destination: self[keyPath: \.page])
            NavigationLink("Credits") { Text("Credits") }
            NavigationLink { Text("Help") } label: {
                Text("Help")
            }
            NavigationLink { Text("Terms") } label: { Text("Terms") }
        }
    }
}
