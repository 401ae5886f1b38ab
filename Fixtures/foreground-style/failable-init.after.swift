import SwiftUI

extension Color {
    /// Nil for malformed strings: `Color(hex:)` is a `Color?`.
    init?(hex: String) {
        guard let value = Int(hex, radix: 16) else { return nil }
        self.init(red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    init(gray: Double) {
        self.init(white: gray)
    }
}

struct Swatches: View {
    var body: some View {
        VStack {
            Text("failable").foregroundColor(Color(hex: "FF8800"))
            Text("failable implicit").foregroundColor(.init(hex: "00FF88"))
            Text("plain").foregroundStyle(Color(gray: 0.4))
        }
    }
}
