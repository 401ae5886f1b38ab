// fixture: --min-ios 17 --min-macos 14
import SwiftUI

struct Caption: View {
    var body: some View {
        VStack {
            Text("Plain view use is fine below iOS 17").foregroundStyle(Color.secondary)
            Text("Bold") .foregroundStyle(.red) + Text(" and plain")
            Text("\(Text("inner").foregroundStyle(.blue)) outer")
            styled
        }
    }

    var styled: Text {
        Text("computed").foregroundStyle(.green)
    }

    func make() -> Text {
        return Text("returned").foregroundStyle(.orange).bold()
    }

    let stored: Text = Text("stored").foregroundStyle(.purple)
}

struct Titled: View {
    @State private var showsAlert = false

    var body: some View {
        List { Text("row").foregroundStyle(Color.primary) }
            .navigationTitle(Text("Title").foregroundStyle(.red))
            .alert(isPresented: $showsAlert) {
                Alert(title: Text("Oops").foregroundStyle(.red), message: nil, dismissButton: .default(Text("OK").foregroundStyle(.blue)))
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
