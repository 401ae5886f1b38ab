import SwiftUI

final class Theme: ObservableObject {
    @Published var accent = "blue"
}

struct ThemedRoot: View {
    let makeTheme: () -> Theme
    var body: some View {
        Text("Themed")
            .environmentObject(makeTheme())
    }
}

struct ThemedLabel: View {
    @EnvironmentObject var theme: Theme
    var body: some View { Text(theme.accent) }
}
