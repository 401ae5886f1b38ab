import SwiftUI

struct Screen: View {
    let tint: Color

    var body: some View {
        VStack {
            Text("Title").foregroundStyle(tint)
            Image(systemName: "star").foregroundStyle(tint)
        }
    }
}
