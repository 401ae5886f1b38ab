import SwiftUI

extension View {
    /// Keeps the old name working on our custom container.
    func edgesIgnoringSafeArea(_ edges: Edge.Set, animated: Bool = false) -> some View {
        ignoresSafeArea(edges: edges)
    }
}

struct Backdrop: View {
    var body: some View {
        Color.black
            .edgesIgnoringSafeArea(.bottom)
    }
}
