import SwiftUI

// Implicit member expressions resolved against the contextual type: a parameter's type,
// `some ShapeStyle` through `extension ShapeStyle where Self == Color`, an annotation, a
// return type, an optional, chains of them.

extension Color {
    static let highlight = Color.yellow
    var softened: Color { opacity(0.5) }
}

enum Layout {
    case compact
    case regular(columns: Int)
}

func layoutName(_ layout: Layout) -> String {
    switch layout {
    case .compact: return "compact"
    case .regular(let columns): return "regular \(columns)"
    }
}

struct Badge: View {
    var tint: Color? = .highlight

    var body: some View {
        Text("New")
            .foregroundStyle(.red)
            .foregroundColor(.highlight.softened)
            .background(.blue.opacity(0.2))
            .font(.headline)
            .padding(.horizontal)
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    func accent() -> Color { .highlight }

    func choices() -> [Layout] {
        let fallback: Layout = .regular(columns: 2)
        let chosen: Color = tint ?? .gray
        _ = (layoutName(.compact), layoutName(.regular(columns: 3)), chosen)
        return [.compact, fallback]
    }
}
