import SwiftUI

struct Avatar: View {
    var body: some View {
        Circle()
            .overlay(Text("Badge")
                        .padding(4)
                        .background(Color.red), alignment: .topTrailing)
            .background(Image(systemName: "person")
                .resizable(), alignment: .center)
    }
}
