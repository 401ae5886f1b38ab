import SwiftUI

/// Read through a custom modifier instead of an EnvironmentValues property.
struct LegacyKey: EnvironmentKey {
    static let defaultValue = 0
}

struct Reader: View {
    @Environment(\.self) private var values
    var body: some View { Text("\(values[LegacyKey.self])") }
}
