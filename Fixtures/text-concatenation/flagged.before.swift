import SwiftUI

struct Banner: View {
    let statusMessage: String
    let count: Int
    let unit: String

    var body: some View {
        VStack {
            Text("Error: " + statusMessage)
            Text(NSLocalizedString("Created by", comment: "") + " " + unit)
            Text(Strings.greeting + " " + unit)
            Text(String(format: "%d items", count))
            Text("Section Header".uppercased())
            Text("Title").textCase(.uppercase)
            Text("This screen lists " +
                 "every item.")
            Text(statusMessage + ": ")
            Text("$" + statusMessage)
            Text(String(format: "Rated %.1f of %d", 4.5, count))
        }
    }
}

enum Strings {
    static let greeting = NSLocalizedString("greeting", comment: "")
}
