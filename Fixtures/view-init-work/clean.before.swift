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
