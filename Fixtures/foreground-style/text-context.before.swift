// fixture: --min-ios 16 --min-macos 13
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

struct LanguageRow: View {
    var name: String
    var exonym: String?

    var body: some View {
        let second: Text = {
            if let exonym {
                return Text("(\(exonym))").foregroundColor(.secondary)
            }
            return Text("")
        }()
        let third = { () -> Text in
            Text(name).foregroundColor(.gray)
        }()
        HStack {
            Text(name)
            second
            third
            Text(name).foregroundColor(.red)
        }
    }
}
