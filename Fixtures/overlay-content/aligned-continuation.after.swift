import SwiftUI

struct Avatar: View {
    var body: some View {
        Circle()
            .overlay(alignment: .topTrailing) {
                Text("Badge")
                    .padding(4)
                    .background(Color.red)
            }
            .background(alignment: .center) {
                Image(systemName: "person")
                    .resizable()
            }
    }
}
