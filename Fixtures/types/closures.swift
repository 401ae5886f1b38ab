import SwiftUI

// Closures: closure-call initialisers, parameters typed from the called function (ForEach's
// element, map/filter/first(where:)/sorted/compactMap/forEach/contains(where:), onChange's
// value), `[weak self]` and `self?`.

struct Badge: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

final class Settings: ObservableObject {
    @Published var volume = 0.5
    static let shared = { () -> Settings in
        let settings = Settings()
        settings.volume = 1
        return settings
    }()
    static let fallback = { Settings() }()
    let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    func schedule(_ work: @escaping () -> Void) { work() }

    func start() {
        schedule { [weak self] in
            self?.volume = 0
            self?.objectWillChange.send()
            guard let self else { return }
            self.volume += 1
        }
    }
}

struct Badges: View {
    let badges: [Badge]
    @State private var query = ""

    var body: some View {
        List {
            ForEach(badges) { badge in
                Text(badge.title)
                    .foregroundColor(badge.color)
            }
            ForEach(badges.indices, id: \.self) { index in
                Text(badges[index].title)
            }
        }
        .onChange(of: query) { value in
            _ = value.count
        }
    }

    func summaries() -> [String] {
        let titles = badges.map { $0.title }
        let red = badges.filter { $0.color == .red }
        let first = badges.first(where: { $0.id > 1 })
        let sorted = badges.sorted { $0.id < $1.id }
        let ids = badges.compactMap { $0.id > 0 ? $0.id : nil }
        let hasRed = badges.contains(where: { badge in badge.color == .red })
        badges.forEach { badge in _ = badge.title.count }
        let total = badges.reduce(0) { $0 + $1.id }
        _ = (red.count, first?.title, sorted.first, ids, hasRed, total)
        return titles
    }
}
