import SwiftUI

final class Theme: ObservableObject {
    @Published var accent = "blue"
}

extension View {
    func environmentObject(_ theme: Theme) -> some View {
        environment(\.colorScheme, .dark)
    }
}

struct Root: View {
    let theme: Theme
    var body: some View {
        Text("root")
            .environmentObject(theme)
    }
}

struct Reader: View {
    @EnvironmentObject var theme: Theme
    var body: some View { Text(theme.accent) }
}
