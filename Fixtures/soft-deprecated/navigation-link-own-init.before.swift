import SwiftUI

enum Page: Hashable {
    case settings, about
}

// The project's own initialiser takes a page, not a view: a call its labels may pick is
// left alone, with the initialiser named. One with other labels is SwiftUI's, and so is
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
    var body: some View {
        List {
            NavigationLink("Settings", destination: Page.settings)
            NavigationLink("About", destination: .about)
            NavigationLink(destination: Text("Help")) {
                Text("Help")
            }
            NavigationLink(destination: Text("Terms")) { Text("Terms") }
        }
    }
}
