import SwiftUI

// The project declares its own accessibility(label:): calls may resolve to it.
extension View {
    func accessibility(label: String) -> some View { accessibilityLabel(Text(label)) }
}

struct Row: View {
    var body: some View {
        Text("a")
            .accessibility(label: "Row")
            .accessibility(hint: Text("Opens the row"))
    }
}
