import SwiftUI

// A comment between the arguments would be lost: the site is reported instead.
struct Settings: View {
    var body: some View {
        Form {
            Section(header: Text("Account") /* shown in caps */) {
                Text("a")
            }
            Section(
                // The legal text.
                footer: Text("Terms")
            ) {
                Text("b")
            }
        }
    }
}
