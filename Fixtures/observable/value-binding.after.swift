import SwiftUI

struct Options {
    var isEnabled = false
}

@Observable
final class Settings {
    var options = Options()
}

// A value property: the binding writes `options` back, which @Observable tracks.
struct SettingsView: View {
    @Bindable var settings: Settings

    var body: some View {
        Toggle("Enabled", isOn: $settings.options.isEnabled)
        Button("Apply") {}
            .disabled(!settings.options.isEnabled)
    }
}
