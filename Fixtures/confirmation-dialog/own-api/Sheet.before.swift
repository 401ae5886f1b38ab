import SwiftUI

struct ActionSheet {
    init(title: Text) {}
}

extension View {
    func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
}

struct Uses: View {
    @State private var asks = false

    var body: some View {
        Text("a")
            .actionSheet(isPresented: $asks) {
                ActionSheet(title: Text("a"))
            }
    }
}
