import SwiftUI

struct Odd: View {
    var body: some View {
        Text("Odd")
            .overlay(
                    VStack {
                Text("a")
                    },
                alignment: .top)
    }
}
