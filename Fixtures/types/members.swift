import SwiftUI

// Member chains through declared types: stored and computed properties, methods chosen by
// their labels, subscripts, static members, enum cases and payloads, nested types, members
// of superclasses and protocol extensions, constrained extensions.

enum Status {
    case idle
    case loading(progress: Double, label: String)
    case failed(Error)

    var isBusy: Bool {
        if case .loading = self { return true }
        return false
    }
}

struct Theme {
    struct Palette {
        var accent: Color
        var background: Color
        static let standard = Palette(accent: .blue, background: .white)
    }

    var palette = Palette.standard
    var corner: CGFloat { 8 }
    static let shared = Theme()

    func color(for status: Status) -> Color { status.isBusy ? palette.accent : palette.background }
    func color(named name: String) -> Color? { name == "accent" ? palette.accent : nil }
    subscript(index: Int) -> Color { index == 0 ? palette.accent : palette.background }
    subscript(name name: String) -> String { name.uppercased() }
}

class Model {
    var title = "Model"
    var count = 0
    func describe() -> String { "\(title): \(count)" }
}

final class Library: Model {
    var books: [String] = []
}

protocol Named {
    var name: String { get }
}

extension Named {
    var greeting: String { "Hello, " + name }
    func shout() -> String { name.uppercased() }
}

struct Person: Named {
    let name: String
}

extension ShapeStyle where Self == Color {
    static var brand: Color { Color(red: 0.2, green: 0.4, blue: 0.6) }
}

func members(theme: Theme, library: Library, person: Person, status: Status) {
    let accent = theme.palette.accent
    let corner = theme.corner
    let busy = theme.color(for: status)
    let named = theme.color(named: "accent")
    let first = theme[0]
    let upper = theme[name: "a"]
    let standard = Theme.Palette.standard.background
    let shared = Theme.shared.palette
    let idle = Status.idle
    let loading = Status.loading(progress: 0.5, label: "Half")
    let inherited = library.title
    let described = library.describe()
    let books = library.books.count
    let greeting = person.greeting
    let shout = person.shout()
    let brand = Color.brand
    _ = (accent, corner, busy, named, first, upper, standard, shared, idle, loading, inherited, described, books, greeting, shout, brand)
    switch status {
    case .loading(let progress, let label):
        _ = (progress * 2, label.count)
    case .failed(let error):
        _ = error.localizedDescription
    case .idle:
        break
    }
}
