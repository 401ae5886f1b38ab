import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
}

enum Weekday: CaseIterable { case monday, tuesday }

/// Append-only, cleared, or changed element by element: no element ever moves to
/// another index, so index identity holds.
final class EventLog: ObservableObject {
    @Published private(set) var events: [String] = []
    @Published var drafts: [Item] = []
    func record(_ event: String) { events.append(event) }
    func record(_ batch: [String]) { events += batch }
    func reset() { events.removeAll() }
    func rename(_ index: Int, to title: String) { drafts[index].title = title }
    func replace(_ index: Int, with item: Item) { drafts[index] = item }
    func dropLast() { _ = drafts.popLast() }
    func clear() { drafts = [] }
}

struct Stable: View {
    static let colors = ["red", "green"]
    let items: [Item]
    let letters = ["a", "b", "c"]
    @State private var lines: [String]
    @StateObject private var log = EventLog()

    init(text: String, items: [Item]) {
        self.items = items
        _lines = State(initialValue: text.components(separatedBy: "\n"))
    }

    var body: some View {
        VStack {
            ForEach(items, id: \.id) { Text($0.title) }
            ForEach(items.indices, id: \.self) { Text(items[$0].title) }
            ForEach(0..<5, id: \.self) { Text("\($0)") }
            ForEach(letters.indices, id: \.self) { Text(letters[$0]) }
            ForEach(Self.colors.indices, id: \.self) { Text(Self.colors[$0]) }
            ForEach(Array(Weekday.allCases.enumerated()), id: \.offset) { _, day in Text("\(day)") }
            ForEach(lines.indices, id: \.self) { Text(lines[$0]) }
            ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in Text("\(offset) \(item.title)") }
            ForEach(Array(log.events.enumerated()), id: \.offset) { _, event in Text(event) }
            ForEach(log.drafts.indices, id: \.self) { Text(log.drafts[$0].title) }
        }
    }
}

/// A breadcrumb of levels: replaced whole, never reordered, and each row is "level i"
/// (it compares and offsets its index), so position is the identity by design.
struct Breadcrumb: View {
    @State private var levels: [String] = ["All"]

    var body: some View {
        HStack {
            ForEach(0..<levels.count, id: \.self) { index in
                Button(levels[index]) { select(index) }
                    .bold(index == levels.count - 1)
            }
        }
    }

    func select(_ index: Int) {
        levels = Array(levels.prefix(index + 1))
    }
}

/// A value of a type the model cannot see (another module's): its `items` may be
/// anything, so sorting it is no evidence that Feed.items moves.
final class Feed: ObservableObject {
    @Published var items: [String] = []
    func refresh(_ response: NSMutableArray) {
        var page = response.copy() as! Page
        page.items.sort()
        items.append(contentsOf: page.items)
    }
}

struct FeedView: View {
    @StateObject private var feed = Feed()

    var body: some View {
        List(feed.items.indices, id: \.self) { Text(feed.items[$0]) }
    }
}

/// Filled once from `[]` (one load) and never inserted into, removed from or moved.
struct Loaded: View {
    @State private var results: [Item] = []

    var body: some View {
        List {
            ForEach(results.indices, id: \.self) { Text(results[$0].title) }
        }
        .task { results = await Self.load() }
    }

    static func load() async -> [Item] { [] }
}

/// The row carries the element's id: its identity travels with the element.
struct Tagged: View {
    @State private var items: [Item] = []

    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { index in
                Text(items[index].title)
                    .id(items[index].id)
            }
            .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

/// Weeks of a month grid, replaced whole: rows are positions, and `[Date]` has no id.
final class Month: ObservableObject {
    @Published private(set) var weeks: [[Date]] = []
    @Published var sections: [AnyView] = []
    func show(_ days: [Date]) {
        weeks = stride(from: 0, to: days.count, by: 7).map { Array(days[$0..<min($0 + 7, days.count)]) }
        sections = [AnyView(Text("a"))]
    }
}

struct MonthGrid: View {
    @StateObject private var month = Month()

    var body: some View {
        VStack {
            ForEach(Array(month.weeks.enumerated()), id: \.offset) { _, week in
                Text("\(week.count)")
            }
            ForEach(0..<month.sections.count, id: \.self) { month.sections[$0] }
        }
    }
}

/// Menu content is built anew each time the menu opens: no row keeps state there.
struct Devices: View {
    @State private var devices: [String] = []

    var body: some View {
        Menu("Devices") {
            ForEach(devices.indices, id: \.self) { index in
                Button(devices[index]) { devices.remove(at: index) }
            }
        }
    }
}

/// An overlapping stack of avatars: the index is a slot (`30 * i`), and the container's one
/// view carries the element's identity (`.id(people[i].id)`).
struct AvatarStack: View {
    struct Person: Identifiable {
        let id: String
        var name: String
    }

    @State private var people: [Person] = []
    let all: [Person]

    var body: some View {
        ZStack(alignment: .leading) {
            ForEach(people.indices, id: \.self) { i in
                ZStack {
                    Text(people[i].name)
                        .id(people[i].id)
                        .zIndex(-Double(i))
                }
                .offset(x: Double(30 * i))
            }
        }
        .onAppear { people = Array(all.prefix(10)) }
    }

    func showAll() { people = all }
}

/// The container's one view carries the element's identity; the index is not a slot.
struct NameList: View {
    @State private var people: [AvatarStack.Person] = []

    var body: some View {
        List {
            ForEach(people.indices, id: \.self) { i in
                HStack {
                    Text(people[i].name).id(people[i].id)
                }
            }
        }
        .onAppear { people.insert(AvatarStack.Person(id: "a", name: "A"), at: 0) }
    }
}

/// The index is a slot (`24 * i`) in a list replaced whole.
struct Ruler: View {
    @State private var marks: [String] = []

    var body: some View {
        ZStack(alignment: .leading) {
            ForEach(marks.indices, id: \.self) { i in
                Text(marks[i]).offset(x: CGFloat(24 * i))
            }
        }
        .onAppear { marks = ["a", "b"] }
    }
}

/// The index is a slot into a parallel array (`rotations[index]` beside `choices`), or in
/// a method of the view the row calls with it (`row(i)` compares it): replaced whole.
final class FlagGame: ObservableObject {
    @Published var choices: [String] = []
    @Published var rotations: [Double] = [0, 0, 0]
    func newRound() { choices = Array(["a", "b", "c", "d"].shuffled()[0...2]) }
}

struct Flags: View {
    @ObservedObject var game: FlagGame
    @State private var picked = 0

    var body: some View {
        VStack {
            ForEach(0..<game.choices.count, id: \.self) { index in
                Text(game.choices[index]).rotationEffect(.radians(game.rotations[index]))
            }
            ForEach(0..<game.choices.count, id: \.self) { i in
                row(i)
            }
        }
    }

    private func row(_ i: Int) -> some View {
        Text(game.choices[i]).opacity(picked == i ? 1 : 0.3)
    }
}
