import SwiftUI

struct Chip: View {
    var body: some View {
        Text("chip")
            .cornerRadius(8 /* matches Figma */)
            .cornerRadius(
                4, // radius
                antialiased: false
            )
    }
}
