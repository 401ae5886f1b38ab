import SwiftUI

struct Options {
    var isEnabled = false
}

final class Settings: ObservableObject {
    @Published var options = Options()
}

// A value property: the binding writes `options` back, which @Observable tracks.
struct SettingsView: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Toggle("Enabled", isOn: $settings.options.isEnabled)
        Button("Apply") {}
            .disabled(!settings.options.isEnabled)
    }
}
