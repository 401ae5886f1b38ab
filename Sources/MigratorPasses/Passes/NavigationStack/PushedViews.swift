import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The view types the project pushes onto a navigation stack: those built in a
/// `NavigationLink`'s destination (`destination:`, or the first of `{ } label: { }`) or in a
/// `.navigationDestination` closure. A `NavigationView` in such a view's code would become a
/// stack nested in the one it is pushed onto. Built once per run, by name, with the first
/// place each is pushed (`path:line`).
struct PushedViews: Sendable {
    let places: [String: String]

    static let cacheKey = CacheKey<PushedViews>("navigation-stack.pushed")

    init(context: PassContext) {
        let found = context.mapParsedFiles { file, _ in PushedViews.pushes(in: file) }
        var places: [String: String] = [:]
        for case let list? in found {
            for (name, place) in list where places[name] == nil { places[name] = place }
        }
        self.places = places
    }

    /// The type names built in the destinations of one file, with their places.
    static func pushes(in file: SourceFile) -> [(String, String)] {
        let tree = file.tree
        var result: [(String, String)] = []
        var destinations: [Node] = []
        for call in tree.calls(named: ["NavigationLink", "navigationDestination"]) {
            guard let view = FunctionCallView(call) else { continue }
            for argument in view.arguments {
                if let label = argument.label, tree.text(of: label) == "destination", let value = argument.expression {
                    destinations.append(value)
                }
            }
            guard let trailing = view.trailingClosure else { continue }
            let isLink = view.calledExpression.map { tree.text(of: $0) == "NavigationLink" } ?? false
            let labels = Set(view.arguments.compactMap { $0.label.map { tree.text(of: $0) } })
            // A link's one trailing closure is its label after `destination:`/`value:`, its
            // destination after a title (`NavigationLink("Title") { Detail() }`).
            if !isLink || !view.additionalTrailingClosures.isEmpty
                || (!view.arguments.isEmpty && labels.isDisjoint(with: ["destination", "value"])) {
                destinations.append(trailing)
            }
        }
        for destination in destinations {
            destination.walk { node in
                guard node.kind == .functionCallExpr, let callee = node.firstChildNode, callee.kind == .declReferenceExpr else { return true }
                let name = tree.text(of: callee)
                if name.first?.isUppercase == true {
                    result.append((name, "\(Rewriting.place(file.path, tree.location(of: tree.startOffset(of: node)).line))"))
                }
                return true
            }
        }
        return result
    }
}
