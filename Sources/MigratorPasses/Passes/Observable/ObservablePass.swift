import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `ObservableObject` classes and `@Published` with `@Observable`, and every use
/// site with it. The plan's phases and the conditions G1-G13 the code cites: README.md in
/// this folder.
///
/// Converting a class is half the job: every `@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject` and `.environmentObject(_:)` that refers to it, in any file, must
/// change too, or the app no longer compiles. The decision is made once per project, per
/// class family (a class with its subclasses): all of it converts, or none of it and each
/// blocking site is reported.
public struct ObservablePass: BuiltInPass, PlannedPass, PassCost {
    public static let name = "observable"
    public static let reasons = [
        "ambiguous-name", "attached-macro", "binding-passed", "codable", "eager-init", "extension-conformance", "generic-use", "init-order",
        "memberwise-init", "name-clash", "never-notifies", "nonisolated-read", "not-project-class", "objc-dynamic", "object-will-change",
        "observer-in-init", "own-function", "protocol-refinement", "public-api", "publisher", "reference-binding",
        "self-assignment", "shared-object", "storage-not-tracked", "suppressed", "unknown-type", "unsupported-shape",
        "view-update-write", "wrapper-type"
    ]
    public static let summary = "Replace ObservableObject and @Published with @Observable, with every use site across files."
    public static let minimumOS = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)

    public static let explanation = """
    Converts a class that conforms to ObservableObject to the @Observable macro, and every
    place that uses it, across files. A class is its declaration: two classes named `Model`
    in different modules, or nested in different types, are different classes; every use
    site's type is looked up where it is written (typealiases followed, generic parameters
    seen, a nested or imported type only where Swift would see it).

    In the class:
    - `@Observable` is added, `ObservableObject` leaves the inheritance clause (a
      conformance in an empty `extension X: ObservableObject {}` is moved and the extension
      deleted), `@Published` is dropped (access modifiers, `private(set)`, observers,
      `final`, `@MainActor` and generics stay).
    - Every other stored `var` stays tracked, as Apple's migration guide does: a tracked
      property can only make a view fresher than before, while an ignored one can leave a
      view stale that used to refresh through a `@Published` sibling. `@ObservationIgnored`
      is added only where the macro cannot track a property: `lazy` vars and
      property-wrapped vars (`@AppStorage`, a project `@propertyWrapper`, ...). `weak` and
      `unowned` vars are tracked (the macro supports them); `let`, `static` and computed
      properties are unchanged. A subclass gets `@Observable` too when it has stored
      properties to track.
    - A stored `var` that was not `@Published` and that a view's code writes while it
      updates (a method of the class called from `body`, a view's initialiser or
      properties, not from an action, `onAppear` or a closure a child view stores for an
      event, such as `Child(onTap: { m.refresh() })` with `var onTap: () -> Void`; directly or through the class's own
      methods, like a cache filled on first use) gets `@ObservationIgnored`, with a note:
      tracked, each write would invalidate the views reading it during their own update.
    - An initialiser that reads a tracked property before every stored property is set
      (or before `super.init`) blocks the class (`init-order`): the macro makes the
      property computed, which the compiler refuses there.
    - A main actor-isolated class (`@MainActor` on it, a superclass or an adopted project
      protocol; or a target whose default isolation is MainActor, in Swift 6 language
      mode) whose `deinit` (not `isolated deinit`) or `nonisolated init` uses a stored
      property: the macro would make that property a main actor-isolated computed one,
      which such code cannot use (a compile error). A property that was not `@Published`
      gets `@ObservationIgnored` (it stays stored, and views did not refresh on it before
      either), with a note naming the use; a `@Published` one (already computed there)
      blocks the class (`nonisolated-read`).

    Use sites:
    - `@StateObject var m = X()` becomes `@State var m = X()`, and
      `_m = StateObject(wrappedValue: e)` becomes `_m = State(initialValue: e)`, only when
      creating the object is plain construction (see "Lazy creation"). One that holds an
      object that exists already (`X.shared`, `X.shared.state`) stays out of `@State`:
      `@StateObject private var m = X.shared` that nothing reassigns becomes
      `private let m = X.shared`; any other such site blocks the class (`shared-object`).
    - `@ObservedObject var m: X` becomes `var m: X`, or `@Bindable var m: X` when `$m.prop`
      bindings are used. `@ObservedObject private var m = X.shared` that nothing reassigns
      becomes `private let m = X.shared`: a `private var` with a default would make a
      struct's memberwise initialiser private (the object is a reference, so observation
      tracks through a constant); one that is reassigned, in a struct without an init of
      its own, blocks the class (`memberwise-init`). `_m = ObservedObject(initialValue: e)`
      (or `wrappedValue:`) becomes `self.m = e` (`_m = Bindable(wrappedValue: e)` for a
      `@Bindable` one).
    - `_p = Published(initialValue: v)` in an initialiser of the class that declares `p`
      becomes `self.p = v` (the macro's init accessor sets it); `_p` anywhere else is the
      storage the macro replaces and blocks the class (`name-clash`).
    - Where a project type named `State`, `Environment` or `Bindable` is visible, the new
      wrapper is written `@SwiftUI.State`, `@SwiftUI.Environment(X.self)`,
      `@SwiftUI.Bindable` (when the file imports SwiftUI and nothing of the project is
      named `SwiftUI`; otherwise the class is blocked).
    - A class with no stored instance `var` (only constants, static members, methods,
      computed properties) has nothing to observe: it loses its conformance and gets no
      `@Observable`, unless a use needs the conformance (`@Environment(X.self)`,
      `.environment(x)`, `@Bindable`). So does a class with no `@Published` property that
      no view observes (no wrapper, no `.environmentObject`): it never refreshed a view,
      and tracked properties would start to. Such a class that is `public` or `open` keeps
      its conformance (`public-api`): nothing here uses it, so it is API for other modules.
      A class with no `@Published` property (nor a wrapper, nor `objectWillChange`) whose
      stored `var` a view reads while it updates is blocked (`never-notifies`): that view
      never refreshed through it, and would start to.
    - `@EnvironmentObject var m: X` becomes `@Environment(X.self) var m`; where `$m.prop` is
      used, `@Bindable var m = m` is inserted first in each member that uses it.
    - `.environmentObject(m)` and `environmentObject(m)` with implicit self (in a view's
      body or methods, in `extension View`, in `let v = environmentObject(m)`) become
      `environment(m)` when m is a converted class (`Type.shared` included).
    - A typealias to a converted class (`typealias Basket = CartModel`) is a site of it and
      converts with it.
    - `import Observation` is added only to files that declare a converted class and do
      not import SwiftUI (which re-exports Observation) or Observation, next to the other
      imports (inside the `#if` clause that holds them and the class, never above a
      file-wide `#if`); `import Combine` is removed where nothing Combine-like remains.

    Lazy creation: StateObject takes its initial value as an autoclosure and creates the
    object once per view identity. State takes the value itself: `X(...)` then runs every
    time the view is initialised, and the extra objects are thrown away after their
    initialisers ran (fetches, observers, sinks capturing self). So a `@StateObject`
    whose initial value does work blocks its class with reason `eager-init`, naming the
    site: an initialiser that does more than assign stored properties from plain values,
    a stored property default that does work, a factory or function call, a closure or
    `@autoclosure` parameter, or a `deinit` (each thrown-away object runs it) that calls
    more than methods of its own timers, tasks and cancellables. (In an `App`, which is initialised once per process, such a
    site converts, with a note.) Two standard fixes:
    - create the object in the parent (or the App) and pass it in: the child holds it in
      a plain `var` (or `@Bindable`), and only the owner's `@State` creates it;
    - keep the initialiser trivial and start the work in `.task { await model.load() }`,
      which runs once when the view appears.

    A class converts only with all its use sites and subclasses; otherwise nothing about
    it changes, and the class and each blocking site are reported. Blocking:
    conformances to other modules' types or through a protocol refining ObservableObject;
    every use of `objectWillChange` (bare, `self.`, `self?.` in closures, on another value)
    in code the class can reach; Combine publishers of its properties (`$prop` in the
    class, `obj.$prop`); a binding through a property that holds a class instance
    (`$m.options.isEnabled`: the key path writes inside that object and never calls
    `options`' setter, which is all the macro tracks, and writing the same reference back
    notifies nobody; `reference-binding`); Codable without hand-written coding; members
    named `_x` (a local `_x` in a method is not one),
    `access`, `withMutation`, `shouldNotifyObservers`; `@objc dynamic` properties; an
    attribute on the class that is neither built in nor a global actor of the project (a
    package's macro such as `@Stateful` may add `@Published` members the tool cannot see,
    and @Observable does not track members a macro adds; `attached-macro`);
    `@AppStorage`/`@SceneStorage` properties (their changes refresh views through an
    ObservableObject; under the macro they are ignored: `storage-not-tracked`; a class
    nothing observes only loses its conformance, and keeps them); a
    property with `didSet`/`willSet` that an `init` writes once it holds a value (a
    mutation, a reassignment, or any write in a convenience init: in a class's own init
    the observers do not run, under the macro they would; `observer-in-init`); `open`
    stored properties (the macro's `private` storage would also be `open`); several
    stored properties in one declaration; a `@StateObject` created with work
    (`eager-init`); `$m` passed whole; `ObservedObject<X>` written as a type; generic code
    or wrapper properties whose type is a generic parameter or protocol the class can be
    (`struct V<M: P>: View { @ObservedObject var m: M }` keeps its wrapper and blocks the
    classes its constructions pass, `V(m: store)`, `V<Store>(...)`, `let v: V<Store>`,
    when the type is internal or narrower and every mention of it shows its argument;
    otherwise every class conforming to P); use sites whose type is unknown, in code the class can
    reach (a module that cannot see the class never blocks it); a call the project's own
    `environmentObject(_:)` may take; a project type named `Observation` visible where
    the macro would be written (a declaration Swift would not see there does not count),
    or `State`, `Bindable` or `Environment` where `SwiftUI.` cannot be written (where
    RxSwift is imported or a project type named `Observable` is visible, the macro is
    written `@Observation.Observable`);
    a `public` or `open` class of a package target a `.library` product exposes (apps
    outside the project may observe it as an ObservableObject; `public-api`; the
    configuration's option `convertPublicAPI` converts them, for a major version);
    a file whose deployment target is below iOS 17 / macOS 14; suppression comments on
    any part of it; `x.items = x.items`, a reload that assigns a @Published property to
    itself (under @Observable an equal value notifies nobody, so the views it refreshed
    would go stale; `self-assignment`); a `private` class nested in another type (the
    macro's extension, at file scope, cannot see it; `unsupported-shape`).
    """

    /// Converts the public classes of a library product too (its clients change with it).
    public static let convertPublicAPI = PassOption(
        name: "convertPublicAPI",
        summary: "Convert the public classes of a package's library product too: apps outside the project that observe them as ObservableObject must change with them.",
        defaultValue: false)

    public var options: [PassOption] { [Self.convertPublicAPI] }

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
        .unchanged("""
        import SwiftUI
        final class Feed: ObservableObject {
            @Published var items: [String] = []
            init() { reload() }
            func reload() {}
        }
        struct FeedView: View {
            @StateObject private var feed = Feed()
            var body: some View { Text("\\(feed.items.count)") }
        }

        """, reason: "eager-init"),
    ]

    public init() {}

    static func plan(_ context: PassContext) -> ObservablePlan {
        context.cache.value(ObservablePlan.cacheKey) { ObservablePlan(context: context) }
    }

    public func prepare(_ context: PassContext) { _ = Self.plan(context) }
    /// The plan's phases run one after another on one thread.
    public var preparesOnOneCore: Bool { true }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let plan = Self.plan(context)
        var output = PassOutput()
        // The plan's edits are over the files as first read; later rounds see them applied.
        guard let index = context.indexIfAsRead(file) else { return output }
        output.edits = plan.edits[index] ?? []
        output.findings = plan.findingsByFile[index] ?? []
        return output
    }
}
