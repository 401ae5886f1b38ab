// fixture: --min-ios 17
import SwiftUI

struct Icon: View {
    var body: some View { Image(systemName: "star") }
}

// A display name or layout written before other modifiers is preview metadata all the
// same: it becomes the #Preview's name or trait, and the other modifiers stay.
#Preview("Dark") {
    Icon()
        .environment(\.colorScheme, .dark)
}

#Preview(traits: .sizeThatFitsLayout) {
    Icon().padding()
}

// Inside another view of the preview it is not the preview's: left for a person.
struct IconStack_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Icon().previewDisplayName("Inner")
        }
    }
}
