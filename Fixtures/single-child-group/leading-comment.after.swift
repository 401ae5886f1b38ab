import SwiftUI

struct Card: View {
    var body: some View {
        VStack {
            // The title, shown in caps.
            // Second line of the note.
            Text("Title")
                .textCase(.uppercase)
                .padding()
        }
    }
}
