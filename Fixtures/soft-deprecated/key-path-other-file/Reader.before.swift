// fixture: --min-ios 16 --min-macos 13
import SwiftUI

// The property is read in another file with a case the new type renames: the key path is
// left, not rewritten where that read would stop compiling.
struct Reader: View {
    @Environment(\.sizeCategory) var size

    var body: some View {
        Text("a")
    }
}
