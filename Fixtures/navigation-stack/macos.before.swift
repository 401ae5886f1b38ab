import SwiftUI

struct Window: View {
    var body: some View {
        #if os(macOS)
        NavigationView {
            SourceList()
        }
        #else
        NavigationView {
            SourceList()
        }
        #endif
    }
}
