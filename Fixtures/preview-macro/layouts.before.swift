// fixture: --min-ios 17 --min-macos 14
import SwiftUI

struct Chip: View {
    var body: some View {
        Text("Chip")
            .padding()
    }
}

struct Chip_Previews: PreviewProvider {
    static var previews: some View {
        Chip()
            .previewLayout(.sizeThatFits)
        Chip()
            .previewLayout(.fixed(width: 200, height: 80))
            .previewDisplayName("Fixed")
        Chip()
            .previewLayout(.device)
    }
}
