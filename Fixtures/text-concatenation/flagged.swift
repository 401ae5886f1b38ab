import SwiftUI

struct Banner: View {
    let statusMessage: String
    let count: Int
    let unit: String

    var body: some View {
        VStack {
            Text("Error: " + statusMessage)
            Text(String(count) + unit)
            Text(String(format: "%d items", count))
            Text("Section Header".uppercased())
            Text("Title").textCase(.uppercase)
            Text("This screen lists " +
                 "every item.")
            Text(statusMessage + ": ")
        }
    }
}
