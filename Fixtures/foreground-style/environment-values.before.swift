import SwiftUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .teal
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
    var optionalAccent: Color? {
        get { nil }
        set {}
    }
}

struct Accented: View {
    @Environment(\.accent) private var accent
    @Environment(\.optionalAccent) private var optionalAccent

    var body: some View {
        VStack {
            Text("accent").foregroundColor(accent)
            Text("optional").foregroundColor(optionalAccent)
        }
    }
}
