import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New")
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge()
    }
}
