import SwiftUI

struct Badge: View {
    var body: some View { Circle() }
}

struct Card: View {
    let tint: Color
    let fade: LinearGradient
    var highlight: some View { Capsule() }

    var body: some View {
        VStack {
            Text("a")
                .background(Color.red)
                .background(.ultraThinMaterial)
                .background(tint)
                .overlay(Color.black.opacity(0.2))
                .overlay { Badge() }
                .background { RoundedRectangle(cornerRadius: 8).stroke(Color.gray) }
                .overlay { highlight }
                .background(fade)
                .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                .mask { Color.black.opacity(0.5) }
                .mask { fade }
                .overlay {
                    VStack {
                        Text("b")
                    }
                }
                .background {
                    Image(systemName: "star")
                        .resizable()
                }
        }
        .mask {
            RoundedRectangle(cornerRadius: 12)
        }
    }
}
