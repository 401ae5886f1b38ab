import SwiftUI

struct Summary: Decodable {
    var headline: String
    init(data: Data) throws {
        self = try JSONDecoder().decode(Summary.self, from: data)
    }
}

struct WeatherCard: View {
    let summary: Summary
    let date: Date
    let onLoad: (Data) -> Summary?

    init(summary: Summary, date: Date) {
        self.summary = summary
        self.date = date
        self.onLoad = { data in try? JSONDecoder().decode(Summary.self, from: data) }
    }

    var body: some View {
        Text(date, format: .dateTime.day().month().year())
    }
}

/// One formatted value seeding editable state: SwiftUI keeps the first, and the text is the
/// user's to edit, so it cannot be formatted in body.
struct AmountField: View {
    @State private var text: String

    init(amount: Int) {
        _text = State(initialValue: amount.formatted())
    }

    var body: some View {
        TextField("Amount", text: $text)
    }
}
