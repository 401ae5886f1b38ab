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
            Text("tint").foregroundColor(theme.tint)
            Text("faded").foregroundColor(theme.tint.opacity(0.6))
            Text("secondary").foregroundColor(fallbackTheme.secondary)
            Text("level").foregroundColor(theme.color(for: 3))
            Text("static func").foregroundColor(Palette.accent(for: 1))
            Text("static let").foregroundColor(Palette.border)
            Text("optional member").foregroundColor(theme.highlight)
        }
    }
}
