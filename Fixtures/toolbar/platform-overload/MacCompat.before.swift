import SwiftUI

// A shim for a Mac build the project no longer has: the Phone target builds for iOS only,
// so no call in it can mean this overload.
#if os(macOS)
extension View {
    func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { trailing }
    }
}
#endif
