import SwiftUI

struct Banner: View {
    let statusMessage: String
    let count: Int
    let unit: String

    var body: some View {
        VStack {
            Text("Error: " + statusMessage)
            Text(NSLocalizedString("Created by", comment: "") + " " + unit)
            Text(NSLocalizedString("Name", comment: "") + ":")
            Text(NSLocalizedString("Units", comment: "") + unit + [unit].joined())
            Text(Strings.greeting + " " + unit)
            Text(String(format: "%d items", count))
            Text("Section Header".uppercased())
            Text("Title").textCase(.uppercase)
            Text("This screen lists " +
                 "every item.")
            Text(statusMessage + ": ")
            Text("$" + statusMessage)
            Text(String(format: "Rated %.1f of %d", 4.5, count))
            Text("Label" + ":")
            Text("Label".localized + ":")
            Text("Label".translated() + ":")
        }
    }
}

enum Strings {
    static let greeting = NSLocalizedString("greeting", comment: "")
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
    func translated() -> String { NSLocalizedString(self, comment: "") }
}
