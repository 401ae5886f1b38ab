import SwiftUI

// A comment between the arguments would be lost, a content that is not a closure written
// here cannot become the trailing closure: the site is reported instead.
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
            Section(header: Text("Rows"), content: rows)
        }
    }

    func rows() -> some View { Text("c") }
}
