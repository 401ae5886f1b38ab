import SwiftUI

@dynamicMemberLookup
final class Palette: Sendable {
    private let tokens = PaletteTokens()

    subscript(dynamicMember keyPath: KeyPath<PaletteTokens, Color>) -> Color {
        tokens[keyPath: keyPath]
    }
}

struct PaletteTokens: Sendable {
    let textPrimary = Color.black
    let textSecondary = Color.gray
}

extension Color {
    static let tokens = Palette()
    static let legacy = Palette()
}

extension ShapeStyle where Self == Color {
    static var tokens: Palette { Color.tokens }
}

struct Caption: View {
    var isOn: Bool

    var body: some View {
        VStack {
            Text("Title")
                .foregroundColor(.tokens.textPrimary)
            Text("Subtitle")
                .foregroundColor(isOn ? .tokens.textPrimary : .tokens.textSecondary)
            // Only Color declares 'legacy': it is written Color.legacy for foregroundStyle.
            Text("Footer")
                .foregroundColor(.legacy.textSecondary)
            Text("Note")
                .foregroundColor(Color.legacy.textPrimary)
        }
    }
}
