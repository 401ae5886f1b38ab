// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file): the modifier that presents the project's own `Alert`.
import SwiftUI

extension View {
    func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
}
