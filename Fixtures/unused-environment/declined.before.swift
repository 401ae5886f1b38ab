import SwiftUI

protocol Themed {
    var colorScheme: ColorScheme { get }
}

public struct Public: View {
    @Environment(\.colorScheme) public var colorScheme
    public var body: some View { Text("public") }
}

struct Conforming: View, Themed {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text("conforming") }
}

struct Platform: View {
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    #endif
    var body: some View { Text("platform") }
}

struct Sectioned: View {
    // MARK: - Environment
    @Environment(\.locale) private var locale

    var body: some View { Text("sectioned") }
}

/// UIFontMetrics follows the text size outside SwiftUI: the unread property is what
/// re-evaluates the body when it changes, so it stays.
struct ScaledFont: ViewModifier {
    @Environment(\.sizeCategory) var sizeCategory
    var size: CGFloat

    func body(content: Content) -> some View {
        content.font(.custom("Menlo", size: UIFontMetrics.default.scaledValue(for: size)))
    }
}

/// A comment says the unread property is kept on purpose: it stays.
struct FindField: View {
    // Not used in code, but its changes reset the focus
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var sizeClass  // re-evaluates on resize

    var body: some View { TextField("Find", text: .constant("")) }
}
