import SwiftUI

struct ProfileCard: View {
    let avatar: Image
    let name: String
    var isCompact = false
    private let radius: CGFloat = 12

    var body: some View {
        VStack(alignment: .leading) {
            avatar
                .resizable()
                .frame(width: 48, height: 48).clipShape(.rect(cornerRadius: 24))
            Text(name)
                .padding(8)
                // The chip look from the design system.
                .background(Color.blue.opacity(0.2).clipShape(.rect(cornerRadius: 6)))
                .clipShape(.rect(cornerRadius: radius)) // outer clip
        }
        .padding()
        #if os(iOS)
        .clipShape(.rect(cornerRadius: isCompact ? 8 : 16))
        #else
        .clipShape(.rect(cornerRadius: 20), style: FillStyle(antialiased: false))
        #endif
        .shadow(radius: 2)
    }
}

struct Thumbnail: View {
    let image: Image
    let smooth: Bool

    var body: some View {
        image
            .clipShape(
                .rect(cornerRadius: Layout.thumbnailRadius * 2)
            )
            .overlay(Text("new").padding(4).clipShape(.rect(cornerRadius: 4)))
            .clipShape(.rect(cornerRadius: 3), style: FillStyle(antialiased: smooth))
    }
}

enum Layout {
    static let thumbnailRadius: CGFloat = 4
}

extension View {
    /// The app's card style.
    func card() -> some View {
        padding(12)
            .background(Color.white)
            .clipShape(.rect(cornerRadius: 10))
    }

    func rounded() -> some View {
        clipShape(.rect(cornerRadius: 8))
    }
}
