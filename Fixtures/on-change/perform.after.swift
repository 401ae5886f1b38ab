import SwiftUI

struct Settings: View {
    @AppStorage("volume") private var volume = 0.5
    @State private var theme = Theme.system
    let store: SettingsStore

    var body: some View {
        Form {
            Slider(value: $volume)
                .onChange(of: volume) { _, newValue in store.setVolume(newValue) }
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { Text($0.title) }
            }
            .onChange(of: theme) { _, newValue in store.update(theme: newValue) }
            .onChange(of: theme) { _, newValue in apply(newValue) }
            .onChange(of: theme) { _, newValue in render(with: newValue) }
            .onChange(of: theme, perform: { newTheme in
                store.apply(newTheme)
            })
        }
    }

    func apply(_ theme: Theme) {}
    private func render(with theme: Theme) {}
}
