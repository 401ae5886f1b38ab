import SwiftUI

struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .padding(4)
            .foregroundColor(.white)
            .background(Color.red)
            .cornerRadius(8)
    }
}
