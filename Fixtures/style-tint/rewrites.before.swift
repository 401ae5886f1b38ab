import SwiftUI

struct Settings: View {
    @State private var isOn = false
    let accent: Color

    var body: some View {
        VStack {
            Toggle("Sync", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .orange))
            Toggle(isOn: $isOn) {
                Text("Backup")
            }
            .labelsHidden()
            .toggleStyle(SwitchToggleStyle(tint: accent.opacity(0.8)))
            .padding()
            ProgressView()
                .progressViewStyle(CircularProgressViewStyle(tint: Color.white))
            // A colour handed to the label's modifier is no view of the label.
            Toggle(isOn: $isOn) {
                Text("Cellular").foregroundColor(Color(white: 0.2))
            }
            .toggleStyle(SwitchToggleStyle(tint: .green))
        }
    }
}
