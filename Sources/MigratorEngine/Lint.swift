import Foundation
import MigratorSemantics
import SwiftCST

/// A check for something the seeds advise against that has no mechanical rewrite: it
/// reports and never rewrites. A lint returns findings only, so it cannot propose an edit;
/// `swiftui-migrate lint` runs it through the engine (as a `LintPass`), so suppression
/// comments, modules, reporters and exit codes work as they do for passes.
public protocol Lint {
    /// Kebab-case name used on the command line and in suppression comments.
    static var name: String { get }
    /// One line, ending with a period.
    static var summary: String { get }
    /// The section of the guidance the advice comes from.
    static var source: String { get }
    /// Why the pattern costs something, what the lint flags and what it leaves alone, in
    /// our own words (for `explain`).
    static var explanation: String { get }
    /// Code the lint flags (it must report at least one finding on it).
    static var avoid: String { get }
    /// The same code written the recommended way (the lint must report nothing on it).
    static var prefer: String { get }

    init()

    /// The findings for one file; `Lint.finding` makes them.
    func check(_ file: SourceFile, _ context: PassContext) -> [Finding]
}

extension Lint {
    /// A finding of this lint at a byte offset: advice, not a declined rewrite.
    public func finding(_ file: SourceFile, at offset: Int, _ message: String, reason: String) -> Finding {
        file.finding(atOffset: offset, message, pass: Self.name, reason: reason, declined: false)
    }

    /// A finding at a token's text.
    public func finding(_ file: SourceFile, token: Int, _ message: String, reason: String) -> Finding {
        finding(file, at: Int(file.tree.tokens[token].textStart), message, reason: reason)
    }
}

/// A lint as the engine runs it: a pass whose output holds findings only.
public struct LintPass: Pass {
    public let lint: any Lint
    public init(_ lint: any Lint) { self.lint = lint }

    public var name: String { type(of: lint).name }
    public var summary: String { type(of: lint).summary }
    /// Lints report patterns, whatever the deployment target.
    public var minimumOS: Availability { Availability() }
    public var examples: [Example] { [] }

    /// The explanation with the source and the AVOID/PREFER examples, as `explain` and the
    /// SARIF rules show it.
    public var explanation: String {
        let type = type(of: lint)
        return "\(type.explanation)\n\nFrom the guidance: \(type.source).\n\nAVOID:\n\n\(Self.indented(type.avoid))\n\nPREFER:\n\n\(Self.indented(type.prefer))"
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: lint.check(file, context))
    }

    static func indented(_ code: String) -> String {
        code.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
