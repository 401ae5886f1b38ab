import SwiftUI

extension List {
    /// A custom bar that works on every platform.
    func navigationBarItems<T: View>(trailing: T) -> some View {
        overlay(alignment: .topTrailing) { trailing }
    }
}
