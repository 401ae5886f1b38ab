import SwiftUI

struct Banner: View {
    let statusMessage: String
    let fileName: String
    let count: Int

    var body: some View {
        VStack {
            Text("Error: \(statusMessage)")
            Text(verbatim: "v" + "1")
            Text(fileName + " ")
            Text(" " + statusMessage)
            Text(String(format: NSLocalizedString("%d items", comment: ""), count))
            Text("SECTION HEADER")
            Text(statusMessage.localizedUppercase)
            Text("a") + Text("b")
            Text(verbatim: statusMessage).textCase(.uppercase)
        }
    }
}
