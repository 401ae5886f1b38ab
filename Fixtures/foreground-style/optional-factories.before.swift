import SwiftUI

extension Color {
    /// Nil for malformed strings.
    static func hex(_ text: String) -> Color? {
        guard let value = Int(text.dropFirst(), radix: 16) else { return nil }
        return Color(red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    static func gray(level: Double) -> Color { Color(white: level) }
    static var themeAccent: Color? { nil }
    static let ink = Color("Ink")
    func darker(by amount: Double) -> Color { opacity(1 - amount) }
    func lighter() -> Color? { nil }
}

struct Palette: View {
    var body: some View {
        VStack {
            Text("implicit factory").foregroundColor(.hex("#C9C9C9"))
            Text("explicit factory").foregroundColor(Color.hex("#C9C9C9"))
            Text("optional property").foregroundColor(.themeAccent)
            Text("optional method").foregroundColor(Color.ink.lighter())
            Text("non-optional factory").foregroundColor(.gray(level: 0.3))
            Text("explicit non-optional").foregroundColor(Color.gray(level: 0.3))
            Text("static let").foregroundColor(.ink)
            Text("method").foregroundColor(.ink.darker(by: 0.2))
            Text("unknown factory").foregroundColor(.fromPackage("x"))
            Text("unknown explicit").foregroundColor(Color.fromPackage("x"))
            Text("unknown method").foregroundColor(.red.shaded())
            Text("package colour").foregroundColor(.packageBrand)
        }
    }
}
