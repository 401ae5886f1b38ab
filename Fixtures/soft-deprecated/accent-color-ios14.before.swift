// fixture: --min-ios 14
import SwiftUI

// Below iOS 15 the advice does not offer tint(_:), which needs iOS 15.
struct Accent: View {
    var body: some View {
        Toggle("On", isOn: .constant(true))
            .accentColor(.orange)
    }
}
