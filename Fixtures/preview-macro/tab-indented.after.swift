import SwiftUI

struct V: View {
    var body: some View { Text("x") }
}

#Preview {
    let padding: CGFloat = 4

    V()
        .padding(padding)
}
