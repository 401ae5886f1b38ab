import SwiftUI

@Observable
final class Theme {
    var tint: Color = .blue
    var highlight: Color?
    var secondary = Color.gray
    func color(for level: Int) -> Color { level > 2 ? .red : .primary }
}

enum Palette {
    static func accent(for index: Int) -> Color { index.isMultiple(of: 2) ? .pink : .purple }
    static let border: Color = .black
}

struct Card: View {
    @Environment(Theme.self) private var theme
    let fallbackTheme: Theme

    var body: some View {
        VStack {
            Text("tint").foregroundStyle(theme.tint)
            Text("faded").foregroundStyle(theme.tint.opacity(0.6))
            Text("secondary").foregroundStyle(fallbackTheme.secondary)
            Text("level").foregroundStyle(theme.color(for: 3))
            Text("static func").foregroundStyle(Palette.accent(for: 1))
            Text("static let").foregroundStyle(Palette.border)
            Text("optional member").foregroundColor(theme.highlight)
        }
    }
}
