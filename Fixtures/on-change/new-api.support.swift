// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

extension View {
    /// The project's own modifier with a name close to onChange.
    func onChanged<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
}
