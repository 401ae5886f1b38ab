// fixture: --min-ios 13 --min-macos 10.15
// typecheck: skip — uses toolbar and ToolbarItem (iOS 14) at an iOS 13 target: the sites under test
import SwiftUI

// Below the replacements' minimums, each site is reported with what it needs.
struct Old: View {
    var body: some View {
        Text("a")
            .accessibility(label: Text("a"))
            .navigationBarTitle("Title")
            .autocorrectionDisabled(true)
            .coordinateSpace(name: "list")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Text("b") }
            }
    }
}

// Advice a pass covers that cannot run at this target (Tab needs iOS 18) is left to the
// note on the skipped pass: it cannot be followed here.
struct Tabs: View {
    var body: some View {
        TabView {
            Text("a")
                .tabItem { Label("A", systemImage: "a.circle") }
        }
    }
}
