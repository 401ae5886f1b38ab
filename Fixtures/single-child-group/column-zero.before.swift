import SwiftUI

// `#if` and commented-out lines written at column 0 stay where they are.
struct Toolbar: View {
    var body: some View {
        VStack {
            Group {
                HStack {
                    Text("Title")
#if DEBUG
                    Text("Debug")
#endif
//                    Text("Old")
                }
            }
        }
    }
}
