import SwiftUI

struct Card: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .padding(8)
            Divider()
        }
        .edgesIgnoringSafeArea(.bottom)
    }
}
