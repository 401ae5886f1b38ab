// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct Logo: View { var body: some View { Image("logo") } }

extension View {
    /// The project's own overloads with other labels.
    func navigationBarItems<C: View>(center: C) -> some View { self }
    func navigationBarItems<T: View, E: View>(trailing: T, @ViewBuilder extra: () -> E) -> some View { self }
}
