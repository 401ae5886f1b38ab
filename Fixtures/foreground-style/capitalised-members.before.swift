import SwiftUI

/// Capitalised cases and static values are values, not nested types.
enum Tone {
    case Gray
    case AlphaGray
    case accent

    static let Primary = Tone.accent

    var color: Color { .gray }
    func color(dimmed: Bool) -> Color { dimmed ? .gray : .black }

    enum Shade {
        static let dark = Color.black
    }
}

struct Tones: View {
    var body: some View {
        VStack {
            Text("a").foregroundColor(Tone.Gray.color)
            Text("b").foregroundColor(Tone.AlphaGray.color(dimmed: true))
            Text("c").foregroundColor(Tone.Primary.color)
            Text("d").foregroundColor(Tone.accent.color)
            Text("e").foregroundColor(Tone.Shade.dark)
        }
    }
}
