import SwiftUI

// Nothing here is shown to be localized language: a unit or sign joined to a number
// rendered as text, a literal with no literal text, paragraphs joined with line breaks,
// and a code appended to a message the lint cannot tell is localized.
struct TransferRow: View {
    let bytesPerSecond: Int
    let process: Process
    let number: Double
    let fraction: Double
    let hour: Int
    let index: Int
    let item: Item
    let error: AppError
    let message: String
    let code: Int

    var body: some View {
        VStack {
            // 1. A unit or sign joined to a number rendered by a function or method.
            Text(ByteUnit(bytesPerSecond).readable + "/s")
            Text(process.value.toFixed(1) + "%")
            Text(number.string(fractionDigits: 1) + " %")
            Text((100 * fraction).formatted() + " %")
            Text(format24Hour(hour) + ":00")
            Text(index.roman + ".")
            Text(String(bytesPerSecond) + " MB")
            Text(fraction.formatted() + " km/h")
            Text(String(format: "%.1fx", fraction))
            Text(String(format: "%.1f MB", fraction))
            // Punctuation or a sign joined to a string not shown to be localized.
            Text(message + ": ")
            Text("$" + message)
            // 2. A literal made only of interpolations: nothing to translate.
            Text("\(item.displayName)".capitalized)
            Text("\(item.displayName)".uppercased())
            // 3. Paragraphs joined with line breaks, not a sentence built from pieces.
            Text(error.message + "\n\n" + String(localized: "Try again later."))
            // A translation with only an ellipsis after it: no value whose order is fixed.
            Text(NSLocalizedString("Loading", comment: "") + "…")
            // 4. A code appended to a message not shown to be localized.
            Text(message + " (\(code))")
        }
    }

    func format24Hour(_ h: Int) -> String { String(format: "%02d", h) }
}

struct ByteUnit {
    let bytes: Int
    init(_ bytes: Int) { self.bytes = bytes }
    var readable: String { "\(bytes) B" }
}

struct Process {
    let value: Double
}

struct Item {
    let displayName: String
}

struct AppError {
    let message: String
}

extension Double {
    func toFixed(_ digits: Int) -> String { String(format: "%.\(digits)f", self) }
    func string(fractionDigits: Int) -> String { String(format: "%.\(fractionDigits)f", self) }
}

extension Int {
    var roman: String { ["I", "II", "III"][self % 3] }
}
