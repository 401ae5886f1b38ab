import SwiftUI

struct Summary: Decodable {
    var headline: String
}

struct WeatherCard: View {
    let summary: Summary
    let formattedDate: String

    init(rawJSON: Data, date: Date) {
        self.summary = try! JSONDecoder().decode(Summary.self, from: rawJSON)
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        self.formattedDate = formatter.string(from: date)
    }

    var body: some View {
        Text(formattedDate)
    }
}

struct NotesView: View {
    @State private var text: String

    init(url: URL) {
        _text = State(initialValue: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    var body: some View { Text(text) }
}

struct Stamp: View {
    let label: String

    init(date: Date) {
        label = date.formatted(date: .abbreviated, time: .omitted)
    }

    var body: some View { Text(label) }
}
