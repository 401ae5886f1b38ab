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
            Text("function").foregroundColor(statusColor(ok))
            Text("fallback").foregroundColor(tint ?? .primary)
            Text("fallback chain").foregroundColor(tint ?? Theme.ink.opacity(0.5))
            Text("optional fallback").foregroundColor(tint ?? label)
            Text("static let").foregroundColor(Theme.ink)
            Text("static let chain").foregroundColor(Theme.paper.opacity(0.9))
            Text("design system").foregroundColor(.init(designSystemColor: "ink"))
            Text("method").foregroundColor(badge(for: 2))
        }
    }

    private func badge(for level: Int) -> Color { level > 1 ? .orange : .secondary }
}

struct Episode: View {
    let first: Bool
    let scheme: Scheme

    var body: some View {
        let textColor = first ? scheme.top : scheme.bottom
        Text("ternary local").foregroundColor(textColor.opacity(0.6))
    }
}

struct Scheme {
    let top: Color
    let bottom: Color
}
