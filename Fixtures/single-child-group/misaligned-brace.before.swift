import SwiftUI

/// The child's label closure closes one column left of its opening line: moving it by the
/// brace's column would shift the body by 3 and the first line by 4; it is declined.
struct ControlView: View {
    @State private var expanded = false

    var body: some View {
        ScrollView {
            Group {
                DisclosureGroup(isExpanded: $expanded) {
                    Text("a")
                } label: {
                   Text("b")
               }
            }
        }
    }
}
