import SwiftUI

struct Screen: View {
    let tint: Color

    var body: some View {
        VStack {
            Text("Title").foregroundColor(tint)
            Image(systemName: "star").foregroundColor(tint)
        }
    }
}
