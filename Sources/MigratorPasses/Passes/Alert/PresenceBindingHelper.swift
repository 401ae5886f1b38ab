import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The project's helper that turns a `Binding<T?>` into a `Binding<Bool>` that is true
/// while the value is not nil and sets it to nil when set to false (what
/// `alert(isPresented:presenting:)` needs where `alert(item:)` took the optional), so a
/// rewrite can use it instead of writing the binding inline.
extension SemanticModel {
    /// How a presence helper is called.
    enum PresenceHelper: Equatable {
        /// `extension Binding where Value == Bool { static func name<T>(_ b: Binding<T?>) -> Binding<Bool> }`:
        /// `.name($x)`.
        case staticFunction(String)
        /// `extension Binding { func name<W>() -> Binding<Bool> where Value == W? }`: `$x.name()`.
        case method(String)
    }

    /// The first presence helper (in declaration order) a site sees. A helper counts only
    /// when its body reads `!= nil` and assigns `= nil`, the behaviour `alert(item:)` had.
    func presenceBindingHelper(in source: SourceFile, at node: Node?) -> PresenceHelper? {
        for ext in extensions(of: .external("Binding")) {
            let declaration = self.declaration(ext)
            let tree = files[declaration.file].tree
            let whereClause = declaration.node.child(.genericWhereClause).map { SemanticModel.compact(tree.collapsedText(of: $0)) } ?? ""
            for (_, ids) in members[ext] ?? [:] {
                for id in ids.sorted() where isVisible(id, from: source, at: node) {
                    let function = self.declaration(id)
                    guard function.kind == .function, let result = function.typeText.map(SemanticModel.compact),
                          result == "Binding<Bool>" || result == "Self" && whereClause.contains("Value==Bool"),
                          let body = function.node.child(.codeBlock).map({ SemanticModel.compact(tree.collapsedText(of: $0)) }),
                          body.contains("!=nil"), SemanticModel.assignsNil(body) else { continue }
                    let own = function.node.child(.genericWhereClause).map { SemanticModel.compact(tree.collapsedText(of: $0)) } ?? ""
                    let parameters = function.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []
                    if function.isStatic, whereClause.contains("Value==Bool"), function.labels == [nil], parameters.count == 1,
                       let type = parameters[0].childNodes.last(where: { $0.kind != .initializerClause && $0.kind != .attributeList }),
                       SemanticModel.compact(tree.collapsedText(of: type)).hasPrefix("Binding<"),
                       SemanticModel.compact(tree.collapsedText(of: type)).hasSuffix("?>") {
                        return .staticFunction(function.name)
                    }
                    if !function.isStatic, function.labels.isEmpty, (own + whereClause).contains("Value=="),
                       (own + whereClause).hasSuffix("?") {
                        return .method(function.name)
                    }
                }
            }
        }
        return nil
    }

    /// Whether compact code text holds an assignment of nil (`x=nil`, not `!=nil`/`==nil`).
    static func assignsNil(_ compact: String) -> Bool {
        let characters = Array(compact)
        var i = 0
        while i + 4 <= characters.count {
            if characters[i] == "=", String(characters[i + 1..<i + 4]) == "nil", i > 0, characters[i - 1] != "!", characters[i - 1] != "=" {
                return true
            }
            i += 1
        }
        return false
    }
}
