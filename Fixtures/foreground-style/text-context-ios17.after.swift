// fixture: --min-ios 17 --min-macos 14
import SwiftUI

struct Caption: View {
    var body: some View {
        VStack {
            Text("Plain view use is fine below iOS 17").foregroundStyle(Color.secondary)
            Text("Bold") .foregroundStyle(Color.red) + Text(" and plain")
            Text("\(Text("inner").foregroundStyle(Color.blue)) outer")
            styled
        }
    }

    var styled: Text {
        Text("computed").foregroundStyle(Color.green)
    }

    func make() -> Text {
        return Text("returned").foregroundStyle(Color.orange).bold()
    }

    let stored: Text = Text("stored").foregroundStyle(Color.purple)
}

struct Titled: View {
    @State private var showsAlert = false

    var body: some View {
        List { Text("row").foregroundStyle(Color.primary) }
            .navigationTitle(Text("Title").foregroundStyle(Color.red))
            .alert(isPresented: $showsAlert) {
                Alert(title: Text("Oops").foregroundStyle(Color.red), message: nil, dismissButton: .default(Text("OK").foregroundStyle(Color.blue)))
            }
    }
}
