// fixture: --min-ios 13 --min-macos 10.15
import SwiftUI

// Below the replacements' minimums, each site is reported with what it needs.
struct Old: View {
    var body: some View {
        Text("a")
            .accessibility(label: Text("a"))
            .navigationBarTitle("Title")
            .disableAutocorrection(true)
            .coordinateSpace(name: "list")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Text("b") }
            }
    }
}
