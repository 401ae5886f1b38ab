import SwiftUI

extension View {
    /// Presents a view over the screen: its content must be a View.
    func alert<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        overlay { if isPresented.wrappedValue { content() } }
    }
}
