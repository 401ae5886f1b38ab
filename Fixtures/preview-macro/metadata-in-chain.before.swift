// fixture: --min-ios 17
import SwiftUI

struct Icon: View {
    var body: some View { Image(systemName: "star") }
}

// A display name or layout written before other modifiers is preview metadata all the
// same: it becomes the #Preview's name or trait, and the other modifiers stay.
struct Icon_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Icon()
                .previewDisplayName("Dark")
                .environment(\.colorScheme, .dark)
            Icon().previewLayout(.sizeThatFits).padding()
        }
    }
}

// Inside another view of the preview it is not the preview's: left for a person.
struct IconStack_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Icon().previewDisplayName("Inner")
        }
    }
}
