import SwiftUI

// `@dynamicMemberLookup`: key-path subscripts give the root's member's type, string
// subscripts their declared result; design tokens reached as implicit members.

struct Tokens {
    let textPrimary: Color
    let textSecondary: Color
    let spacing: CGFloat
}

@dynamicMemberLookup
final class TokenStore {
    private let tokens = Tokens(textPrimary: .black, textSecondary: .gray, spacing: 8)
    subscript<Value>(dynamicMember keyPath: KeyPath<Tokens, Value>) -> Value { tokens[keyPath: keyPath] }
}

extension Color {
    static let tokens = TokenStore()
}

@dynamicMemberLookup
struct Settings {
    var values: [String: Int] = [:]
    subscript(dynamicMember name: String) -> Int? { values[name] }
}

struct TokenView: View {
    let settings: Settings

    var body: some View {
        VStack {
            Text("Primary")
                .foregroundColor(.tokens.textPrimary)
            Text("Secondary")
                .foregroundStyle(Color.tokens.textSecondary)
        }
        .padding(Color.tokens.spacing)
    }

    func values() -> (Color, CGFloat, Int?) {
        let store = Color.tokens
        return (store.textPrimary, store.spacing, settings.volume)
    }
}
