import SwiftUI

@Observable final class Session {
    var user = "me"
}

struct Badge: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale
    @Environment(\.openURL) private var openURL
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var scenePhase
    @Environment(Session.self) private var session
    @Environment(\.calendar) private var calendar
    let label: String

    var body: some View {
        Button(label) { dismiss() }
            .opacity(isEnabled ? 1 : 0.5)
            .onTapGesture { open() }
    }

    private var compact: Bool { sizeClass == .compact }

    private func open() {
        openURL(URL(string: "https://example.com")!)
    }
}

extension Badge {
    var isActive: Bool { scenePhase == .active }
}

struct Clock: View {
    @Environment(\.timeZone) private var timeZone

    // The scheme the clock is drawn in.
    @Environment(\.colorScheme) private var colorScheme

    @FocusedValue(\.selectedText) private var selectedText

    var body: some View {
        Text(timeZone.identifier)
    }
}

extension FocusedValues {
    @Entry var selectedText: String?
}

/// A comment that only describes the property goes with it.
struct Caption: View {
    // Whether the caption is enabled.
    @Environment(\.isEnabled) private var isEnabled

    var body: some View { Text("caption") }
}
