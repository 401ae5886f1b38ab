import SwiftUI

@Observable
final class Theme {
    var accent = "blue"
}

struct ThemedRoot: View {
    let makeTheme: () -> Theme
    var body: some View {
        Text("Themed")
            .environment(makeTheme())
    }
}

struct ThemedLabel: View {
    @Environment(Theme.self) var theme
    var body: some View { Text(theme.accent) }
}
