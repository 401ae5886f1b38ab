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
            // Not reported: this app has no translations to force a casing on (the CLI
            // tests cover a translated one).
            Text("Section Header".uppercased())
            Text("Title").textCase(.uppercase)
            Text("This screen lists " +
                 "every item.")
            Text(String(format: "Rated %.1f of %d", 4.5, count))
            Text("Label" + ":")
            Text("Label".localized + ":")
            Text("Label".translated() + ":")
            // Punctuation joined to a lookup known by its shape.
            Text(Strings.greeting + ":")
            Text(L10n.Settings.title + ":")
            Text(R.string.localizable.total() + ":")
            Text(statusMessage.localized + ":")
            Text(statusMessage.localized(comment: "") + " (" + String(count) + ")")
            Text(String(localized: "Total") + ": " + String(count))
            // A word in the literal is language, whatever it is joined to.
            Text("Error " + String(count))
            Text(String(count) + " days")
            // Paragraphs apart, but the second still joins a translation and a value.
            Text(String(localized: "Welcome") + "\n\n" + NSLocalizedString("Signed in as", comment: "") + " " + unit)
        }
    }
}

enum Strings {
    static let greeting = NSLocalizedString("greeting", comment: "")
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
    func translated() -> String { NSLocalizedString(self, comment: "") }
    func localized(comment: String) -> String { NSLocalizedString(self, comment: comment) }
}
