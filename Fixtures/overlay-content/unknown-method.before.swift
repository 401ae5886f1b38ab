// typecheck: skip — `brandShine` comes from a module the fixture does not have
import SwiftUI
import DesignSystem

// A method the type layer cannot type on a Color (another module's, or an SDK's newer than
// the one read: `clipShape(.rect(cornerRadius:))` against the iOS 16 SDK) may make it a view
// or keep it a style: reported, neither rewritten nor passed over in silence. A Color's
// member or initialiser stays a style, which needs no change, and so does one with a
// style's own method (`opacity(_:)`).
struct Card: View {
    var body: some View {
        Text("Card")
            .background(Color.gray.brandShine(8))
            .background(Color.gray)
            .background(Color(white: 0.2))
            .background(Color.brandPrimary.opacity(0.1))
    }
}
