import SwiftUI

struct Settings: View {
    @AppStorage("volume") private var volume = 0.5
    @State private var theme = Theme.system
    let store: SettingsStore

    var body: some View {
        Form {
            Slider(value: $volume)
                .onChange(of: volume, perform: store.setVolume)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { Text($0.title) }
            }
            .onChange(of: theme, perform: store.update(theme:))
            .onChange(of: theme, perform: apply(_:))
            .onChange(of: theme, perform: render)
            .onChange(of: theme, perform: { newTheme in
                store.apply(newTheme)
            })
        }
    }

    func apply(_ theme: Theme) {}
    private func render(with theme: Theme) {}
}
