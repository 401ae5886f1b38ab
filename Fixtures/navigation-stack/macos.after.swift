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

#if os(iOS) || os(tvOS) || os(macOS)
struct Viewer: View {
    var body: some View {
        #if os(iOS) || os(visionOS)
        NavigationView {
            Preview()
        }
        #else
        Preview()
        #endif
    }
}
#endif

#if os(tvOS)
struct TVConsole: View {
    var body: some View {
        NavigationStack {
            Preview()
        }
    }
}
#endif
