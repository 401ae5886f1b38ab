// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

extension View {
    /// The project's own overloads with other labels.
    func navigationBarTitle(displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    func navigationBarTitle(_ title: String, _ subtitle: String) -> some View { self }
}
