// fixture: --min-ios 15 --min-macos 12 --min-watchos 8
import SwiftUI

// Below iOS 16 the circular progress view keeps its style's tint; the toggle's moves.
struct Loading: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isOn)
                .toggleStyle(SwitchToggleStyle())
                .tint(.green)
            ProgressView("Loading")
                .progressViewStyle(CircularProgressViewStyle(tint: .white))
        }
    }
}
