// A #if around the whole type keeps the type and its readers together: deleted. One inside
// the type may be read by another configuration's code: kept.
#if os(iOS)
import SwiftUI

struct V: View {
    var body: some View { Text("a") }
}
#endif

import SwiftUI
struct W: View {
    #if os(macOS)
    @Environment(\.colorScheme) private var colorScheme
    #endif
    var body: some View { Text("a") }
}
