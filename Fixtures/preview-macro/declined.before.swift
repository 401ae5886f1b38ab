// fixture: --min-ios 16
import SwiftUI

struct Card: View {
    var title = ""

    var body: some View {
        Text(title)
    }
}

// Reads a member of the provider.
struct Card_Previews: PreviewProvider {
    static let sample = "Sample"

    static var previews: some View {
        Card(title: sample)
    }
}

// Holds @State through a wrapper view.
struct Toggle_Previews: PreviewProvider {
    struct Wrapper: View {
        @State private var title = "a"
        var body: some View { Card(title: title) }
    }

    static var previews: some View {
        Wrapper()
    }
}

@MainActor
struct Available_Previews: PreviewProvider {
    static var previews: some View {
        Card()
    }
}

struct Layout_Previews: PreviewProvider {
    static var previews: some View {
        Card()
            .previewLayout(.sizeThatFits)
    }
}

struct Schemes_Previews: PreviewProvider {
    static var previews: some View {
        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
            Card().preferredColorScheme(scheme)
        }
    }
}

struct Named_Previews: PreviewProvider {
    static var previews: some View {
        Card()
            .previewDisplayName(Card().title)
    }
}

struct Oriented_Previews: PreviewProvider {
    static var previews: some View {
        Card()
            .previewInterfaceOrientation(.landscapeLeft)
    }
}

struct Commented_Previews: PreviewProvider {
    // The empty card.
    static var previews: some View {
        Card()
    }
}

enum Catalog {
    struct Nested_Previews: PreviewProvider {
        static var previews: some View {
            Card()
        }
    }
}

struct Shown_Previews: PreviewProvider {
    static var previews: some View {
        Card()
    }
}

func snapshot() -> some View {
    Shown_Previews.previews
}

struct Device_Previews: PreviewProvider {
    static var previews: some View {
        Card()
            .previewDevice("iPad Pro (11-inch)")
    }
}

struct Outdented_Previews: PreviewProvider {
    static var previews: some View {
        Card()
    .padding()
    }
}

// A helper the project declares for every provider: a #Preview cannot see it.
extension PreviewProvider {
    static func sampleTitle() -> String { "Sample" }
}

struct TitleCard: View {
    let title: String
    var body: some View { Text(title) }
}

struct TitleCard_Previews: PreviewProvider {
    static var previews: some View {
        TitleCard(title: sampleTitle())
    }
}

// A nested style is no @State wrapper: the reason says only that it must move out.
struct Styled_Previews: PreviewProvider {
    struct Pressed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    static var previews: some View {
        Button("Tap") {}.buttonStyle(Pressed())
    }
}
