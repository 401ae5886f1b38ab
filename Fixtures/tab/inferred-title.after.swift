// fixture: --min-ios 18 --min-macos 15 --min-tvos 18 --min-watchos 11 --min-visionos 2
import SwiftUI

// A title whose type only the initialiser tells (a project function declared -> String).
enum L10n {
    private static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
    enum Tabs { static let home = localized("home") }
}
enum MainTab { case home }
struct MainTabs: View {
    @State private var sel = MainTab.home
    var body: some View {
        TabView(selection: $sel) {
            Tab(L10n.Tabs.home, systemImage: "house", value: MainTab.home) {
                Text("a")
            }
        }
    }
}
