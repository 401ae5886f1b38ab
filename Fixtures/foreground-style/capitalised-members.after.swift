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
            Text("a").foregroundStyle(Tone.Gray.color)
            Text("b").foregroundStyle(Tone.AlphaGray.color(dimmed: true))
            Text("c").foregroundStyle(Tone.Primary.color)
            Text("d").foregroundStyle(Tone.accent.color)
            Text("e").foregroundStyle(Tone.Shade.dark)
        }
    }
}
