import SwiftUI

func statusColor(_ ok: Bool) -> Color { ok ? .green : .red }

enum Theme {
    static let ink = Color("Ink")
    static let paper = Color(white: 0.98)
}

extension Color {
    init(designSystemColor name: String) {
        self.init(name, bundle: .main)
    }
}

struct Row: View {
    let ok: Bool
    let tint: Color?
    let label: Color?

    var body: some View {
        VStack {
            Text("function").foregroundStyle(statusColor(ok))
            Text("fallback").foregroundStyle(tint ?? .primary)
            Text("fallback chain").foregroundStyle(tint ?? Theme.ink.opacity(0.5))
            Text("optional fallback").foregroundColor(tint ?? label)
            Text("static let").foregroundStyle(Theme.ink)
            Text("static let chain").foregroundStyle(Theme.paper.opacity(0.9))
            Text("design system").foregroundStyle(Color(designSystemColor: "ink"))
            Text("method").foregroundStyle(badge(for: 2))
        }
    }

    private func badge(for level: Int) -> Color { level > 1 ? .orange : .secondary }
}

struct Episode: View {
    let first: Bool
    let scheme: Scheme

    var body: some View {
        let textColor = first ? scheme.top : scheme.bottom
        Text("ternary local").foregroundStyle(textColor.opacity(0.6))
    }
}

struct Scheme {
    let top: Color
    let bottom: Color
}
