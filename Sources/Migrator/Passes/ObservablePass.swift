import Foundation
import SwiftCST

/// Replaces `ObservableObject` classes and `@Published` with `@Observable`, and every use
/// site with it (PASSES.md §1).
///
/// Converting a class is half the job: every `@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject` and `.environmentObject(_:)` that refers to it, in any file, must
/// change too, or the app no longer compiles. The decision is made once per project, per
/// class family (a class with its subclasses): all of it converts, or none of it and each
/// blocking site is reported.
public struct ObservablePass: BuiltInPass {
    public static let name = "observable"
    public static let summary = "Replace ObservableObject and @Published with @Observable, with every use site across files."
    public static let minimumOS = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)

    public static let explanation = """
    Converts a class that conforms to ObservableObject to the @Observable macro, and every
    place that uses it, across files:

    - In the class: `@Observable` is added, `ObservableObject` leaves the inheritance clause
      (a conformance in an empty `extension X: ObservableObject {}` is moved and the
      extension deleted), `@Published` is dropped (access modifiers, `private(set)`,
      observers, `final`, `@MainActor` and generics stay). Stored `var`s that were not
      @Published, `lazy var`s, property-wrapped and `weak`/`unowned` vars get
      `@ObservationIgnored`: they never drove updates before. `let`, `static` and computed
      properties are unchanged.
    - `@StateObject var m = X()` becomes `@State var m = X()`, `_m = StateObject(wrappedValue: e)`
      becomes `_m = State(initialValue: e)` (a note warns when X.init visibly starts work:
      State evaluates its initial value with every view initialisation).
    - `@ObservedObject var m: X` becomes `var m: X`, or `@Bindable var m: X` when `$m.prop`
      bindings are used.
    - `@EnvironmentObject var m: X` becomes `@Environment(X.self) var m`; where `$m.prop` is
      used, `@Bindable var m = m` is inserted first in each member that uses it.
    - `.environmentObject(m)` becomes `.environment(m)` when m is a converted class.
    - `import Observation` is added where the file imports neither SwiftUI nor
      Observation; `import Combine` is removed where nothing Combine-like remains.

    A class converts only with all its use sites and subclasses; otherwise nothing about it
    changes, and the class and each blocking site are reported. Blocking: conformances to
    other modules' types or through a protocol refining ObservableObject, `objectWillChange`,
    Combine publishers of its properties (`$prop` in the class, `obj.$prop`), Codable without
    hand-written coding, members named `_x`, `access`, `withMutation`, `@objc dynamic`
    properties, use sites whose type is unknown (`.environmentObject(x)`, `@StateObject`
    with an unknown initialiser), `$m` passed whole, `ObservedObject<X>` written as a type,
    generic code constrained to ObservableObject, RxSwift or a project type named
    `Observable`/`Observation`/`State`/`Bindable`, a file whose deployment target is
    below iOS 17 / macOS 14, suppression comments on any part of it.
    """

    public static let examples: [Example] = [
        .rewrite("""
        import SwiftUI
        final class Library: ObservableObject {
            @Published var books: [String] = []
        }
        struct Root: View {
            @StateObject private var library = Library()
            var body: some View { Shelf().environmentObject(library) }
        }
        struct Shelf: View {
            @EnvironmentObject var library: Library
            var body: some View { Text("\\(library.books.count)") }
        }

        """, """
        import SwiftUI
        @Observable
        final class Library {
            var books: [String] = []
        }
        struct Root: View {
            @State private var library = Library()
            var body: some View { Shelf().environment(library) }
        }
        struct Shelf: View {
            @Environment(Library.self) var library
            var body: some View { Text("\\(library.books.count)") }
        }

        """),
        .rewrite("""
        import SwiftUI
        final class Form: ObservableObject {
            @Published var name = ""
        }
        struct Editor: View {
            @ObservedObject var form: Form
            var body: some View { TextField("Name", text: $form.name) }
        }

        """, """
        import SwiftUI
        @Observable
        final class Form {
            var name = ""
        }
        struct Editor: View {
            @Bindable var form: Form
            var body: some View { TextField("Name", text: $form.name) }
        }

        """),
        .unchanged("""
        import SwiftUI
        final class Feed: ObservableObject {
            @Published var items: [String] = []
            func reload() { objectWillChange.send() }
        }

        """, reason: "object-will-change"),
        .unchanged("""
        import SwiftUI
        final class Search: ObservableObject {
            @Published var query = ""
        }
        struct Results: View {
            @StateObject var search = Search()
            var body: some View { Text("").onReceive(search.$query) { _ in } }
        }

        """, reason: "publisher"),
    ]

    public init() {}

    static func plan(_ context: PassContext) -> ObservablePlan {
        context.cache.value("observable") { ObservablePlan(context: context) }
    }

    public func prepare(_ context: PassContext) { _ = Self.plan(context) }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let plan = Self.plan(context)
        var output = PassOutput()
        // The plan's edits are over the files as first read; later rounds see them applied.
        guard plan.originalBytes[file.path] == file.tree.bytes else { return output }
        output.edits = plan.edits[file.path] ?? []
        output.findings = plan.findingsByPath[file.path] ?? []
        return output
    }
}
