// fixture: --min-ios 17 --min-macos 14
import SwiftUI

struct Caption: View {
    var body: some View {
        VStack {
            Text("Plain view use is fine below iOS 17").foregroundColor(.secondary)
            Text("Bold") .foregroundColor(.red) + Text(" and plain")
            Text("\(Text("inner").foregroundColor(.blue)) outer")
            styled
        }
    }

    var styled: Text {
        Text("computed").foregroundColor(.green)
    }

    func make() -> Text {
        return Text("returned").foregroundColor(.orange).bold()
    }

    let stored: Text = Text("stored").foregroundColor(.purple)
}

struct Titled: View {
    @State private var showsAlert = false

    var body: some View {
        List { Text("row").foregroundColor(.primary) }
            .navigationTitle(Text("Title").foregroundColor(.red))
            .alert(isPresented: $showsAlert) {
                Alert(title: Text("Oops").foregroundColor(.red), message: nil, dismissButton: .default(Text("OK").foregroundColor(.blue)))
            }
    }
}

/// A fallback written beside the new modifier on purpose: left as it is.
struct SectionHeader: View {
    var body: some View {
        Text("Today")
            .foregroundStyle(.primary)
            .foregroundColor(.primary) // for iOS 15
    }
}
