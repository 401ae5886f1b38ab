import SwiftUI

enum Palette {
    /// Same name, but static and with other labels: `.foregroundColor(x)` cannot call it.
    static func foregroundColor(textColor: String?, onBackground background: String?) -> Color? {
        textColor == nil ? nil : .black
    }
}

struct Uses: View {
    var body: some View {
        Text("a").foregroundStyle(.red)
    }
}
