// fixture: --min-ios 17 --min-macos 14
import SwiftUI

struct Chip: View {
    var body: some View {
        Text("Chip")
            .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    Chip()
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 80)) {
    Chip()
}

#Preview {
    Chip()
}
