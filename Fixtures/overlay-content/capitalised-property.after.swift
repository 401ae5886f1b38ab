// fixture: --min-ios 18 --min-macos 15
import SwiftUI

// A property named like a type is still a property: declared `some View`, it is a view.
struct Tinted: ViewModifier {
    func body(content: Content) -> some View {
        content.background { MainView }
    }

    private var MainView: some View {
        Color.red.opacity(0.2)
    }
}
