import SwiftUI

struct Preview: View {
    @Environment(\.colorScheme) private var scheme
    var isDark = false

    var body: some View {
        VStack {
            Text("Light").environment(\.colorScheme, .light)
            Text("Opposite")
                .environment(\.colorScheme, scheme == .dark ? .light : .dark)
            Text("Chosen")
                .environment(\.colorScheme, isDark ? ColorScheme.dark : .light) // the user's choice
        }
        .environment(
            \.colorScheme, .dark
        )
    }
}
