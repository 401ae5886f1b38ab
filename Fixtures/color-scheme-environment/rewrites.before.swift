import SwiftUI

struct Preview: View {
    @Environment(\.colorScheme) private var scheme
    var isDark = false

    var body: some View {
        VStack {
            Text("Light").colorScheme(.light)
            Text("Opposite")
                .colorScheme(scheme == .dark ? .light : .dark)
            Text("Chosen")
                .colorScheme(isDark ? ColorScheme.dark : .light) // the user's choice
        }
        .colorScheme(
            .dark
        )
    }
}

struct Themed: View {
    @Environment(\.colorScheme) private var colorScheme
    var appearance = 0

    var body: some View {
        Text("Theme")
            .colorScheme(
                appearance == 1
                    ? .dark
                    : appearance == 2 ? .light : colorScheme
            )
    }
}
