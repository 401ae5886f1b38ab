import SwiftUI

struct Preferences: View {
    @State private var isOn = false
    @State private var isOther = false

    var style: SwitchToggleStyle { SwitchToggleStyle(tint: .green) }

    var body: some View {
        VStack {
            Form {
                Toggle("A", isOn: $isOn)
                Button("Reset") { isOn = false }
            }
            .toggleStyle(SwitchToggleStyle(tint: .red))
            Toggle("B", isOn: $isOther)
                .overlay(Button("Help") {})
                .toggleStyle(SwitchToggleStyle(tint: .blue))
            ProgressView()
                .progressViewStyle(CircularProgressViewStyle(tint: .white /* on dark */))
        }
    }
}

struct Help: View {
    @State private var isOn = false

    var body: some View {
        Toggle(isOn: $isOn) {
            HStack {
                Text("Sync")
                Link("Help", destination: URL(string: "https://example.com")!)
            }
        }
        .toggleStyle(SwitchToggleStyle(tint: .green))
    }
}

struct Spinner: View {
    var isDark = false

    var body: some View {
        ProgressView()
            .progressViewStyle(
                CircularProgressViewStyle(
                    tint: isDark
                        ? .white
                        : .black
                )
            )
    }
}
