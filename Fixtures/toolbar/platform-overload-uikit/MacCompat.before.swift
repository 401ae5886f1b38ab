import SwiftUI

// A shim for the Mac build: calls there mean this overload.
#if os(macOS)
extension View {
    func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { trailing }
    }
}
#endif
