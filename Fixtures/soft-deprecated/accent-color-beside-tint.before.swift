// fixture: --min-ios 15.5
import SwiftUI

struct Theme { var accent = Color.orange }

// Beside a `.tint(x)` of the same value, `.accentColor(x)` is a deliberate fallback (it
// colours the navigation bar's buttons where `tint` does not): no advice.
struct AccentBesideTint: View {
    let theme = Theme()
    var body: some View {
        NavigationView {
            Text("[a](https://example.com)")
                .tint(theme.accent)
                .accentColor(theme.accent)
        }
        .accentColor(.red)
        .padding()
        .tint(.red)
    }
}

// A different value, or a tint on another view, leaves the advice.
struct AccentElsewhere: View {
    let theme = Theme()
    var body: some View {
        VStack {
            Toggle("On", isOn: .constant(true))
                .tint(.blue)
                .accentColor(theme.accent)
            Text("b").tint(.red)
        }
        .accentColor(.red)
    }
}
