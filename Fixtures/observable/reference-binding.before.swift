import SwiftUI

final class Options {
    var isEnabled = false
}

final class Settings: ObservableObject {
    @Published var options = Options()
}

struct SettingsView: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Toggle("Enabled", isOn: $settings.options.isEnabled)
        Button("Apply") {}
            .disabled(!settings.options.isEnabled)
    }
}
