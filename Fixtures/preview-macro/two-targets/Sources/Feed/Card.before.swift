import SwiftUI

/// A snapshot test in a target that imports Feed names Card_Previews: it stays.
struct Card: View {
    var body: some View { Text("card") }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Card()
    }
}
