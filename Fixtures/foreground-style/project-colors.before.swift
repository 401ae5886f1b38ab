// fixture: --min-ios 18 --min-macos 15
import SwiftUI

extension Color {
    static func hex(_ value: Int) -> Color {
        Color(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
    static var themeAccent: Color? { nil }
}

struct Header: View {
    @Environment(\.colorScheme) var colorScheme
    var color: Color { .orange }

    var body: some View {
        VStack {
            Text("Next").foregroundColor(colorScheme == .dark ? yellow : .black)
            Text("Faded").foregroundColor(self.color.opacity(0.4))
            Text("Plain").foregroundColor(color)
            Text("Optional static").foregroundColor(Color.themeAccent ?? .red)
            Text("Derived").foregroundColor(color.mix(with: .white, by: 0.5))
        }
    }
}

private let yellow = Color.hex(0xF1DC9C)
