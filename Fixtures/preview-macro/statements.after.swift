import SwiftUI

struct Card: View {
    let title: String
    var body: some View { Text(title) }
}

// Values declared before the one view stay with it.
#Preview("Sample") {
    let title = "Hello"
    // The card, with its sample title.
    Card(title: title)
}

#Preview {
    let title = "Hello"
    return Card(title: title)
}

// @ViewBuilder, as PreviewProvider declares it: each view is a preview.
#Preview {
    Card(title: "a")
}

#Preview {
    Card(title: "b")
}

// Values shared by a Group of previews: separate #Previews cannot share them.
struct CardGroup_Previews: PreviewProvider {
    static var previews: some View {
        let title = "Hello"
        Group {
            Card(title: title)
            Card(title: title + "!")
        }
    }
}
