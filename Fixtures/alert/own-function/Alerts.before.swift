import SwiftUI

extension View {
    /// Presents the app's styled alert.
    func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        self
    }
}
