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
            // Values only: no word for a catalog, and no translation whose order is fixed.
            Text(String(count) + fileName)
            // A sign before a number, and a literal already in the case asked for.
            Text("-" + String(count))
            Text("#" + String(count))
            Text("TAB").textCase(.uppercase)
            // A list shown after the translated sentence: no word order to move.
            Text(NSLocalizedString("Missing sources:", comment: "") + [fileName].map { "\n- \($0)" }.joined())
            Text("\(count)" + fileName)
            Text(statusMessage + "...")
            Text(statusMessage + "…")
            Text("⚠️ " + statusMessage)
            // Escapes stand for the characters: a bullet and a no-break space are layout.
            Text("\u{2022} " + statusMessage)
            Text("\u{00A0}" + statusMessage)
            // A format of numbers only holds no language.
            Text(String(format: "%.2f", Double(count)))
            Text(String(format: "%1$d/%2$d", count, count))
        }
    }
}

#Preview {
    Text("Preview " + "only")
}

struct Banner_Previews: PreviewProvider {
    struct Sample: View {
        var body: some View { Text("Sample: " + String(42)) }
    }
    static var previews: some View {
        Text(String(format: "X: %0.2f", 1.0))
    }
}
