import SwiftUI

struct Card: View {
    var title: some View {
        // The Group does not start its line: a comment there would swallow `return`.
        return Group {
            // The title.
            Text("Title")
        }
    }

    var body: some View {
        VStack {
            Group { // the title
                Text("Title")
            }
            Group {
                /* A block comment. */
                Text("Body")
            }
        }
    }
}
