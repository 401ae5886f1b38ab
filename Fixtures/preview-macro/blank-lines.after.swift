import SwiftUI

struct Toolbar: View {
    var body: some View { Text("Toolbar") }
}

// The blank line between the statements is indented to the block, as Xcode leaves it;
// it moves with the block.
#Preview {
    let title = "Call"
    
    Toolbar()
        .navigationTitle(title)
}
