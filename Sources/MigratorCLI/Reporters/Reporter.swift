import Foundation

/// An output format of `diff`, `apply` and `check` (`--format NAME`). Each format is one
/// file in this folder and one line in `Reporters.all`, so adding a format never touches
/// the command.
protocol Reporter: Sendable {
    /// The `--format` value.
    static var name: String { get }
    /// True for the format people read at a terminal: only it shows a progress line.
    static var isForPeople: Bool { get }
    /// Writes the whole report: the format's document or lines on stdout, and whatever
    /// the format keeps for people (notes, summary) on stderr.
    static func write(_ report: Report, to console: Console)
}

/// The registered output formats.
enum Reporters {
    static let all: [any Reporter.Type] = [
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
    ]

    static var names: [String] { all.map { $0.name } }

    static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}
