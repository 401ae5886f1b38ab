import SwiftUI

struct Settings: View {
    var body: some View {
        Form {
            // A header whose lines are not indented under its first one.
            Section(header: VStack {
    Text("Odd")
            }) {
                Text("B")
            }
        }
    }
}
