import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
        enum WrapperKind: String { case stateObject = "StateObject", observedObject = "ObservedObject", environmentObject = "EnvironmentObject" }

        /// Uses of `$m` / `_m` inside a type (across its declarations), by "owner.name".
        struct ProjectionUse {
            var file: Int
            var node: Node
            /// `$m.prop` (true) or `$m` alone (false); for `_m`: always false.
            var memberAccess: Bool
            /// The member declaration of the owner that contains the use.
            var member: Node?
        }

        /// Everything in the universe's code that matters to a family, before resolution.
        struct Uses {
            var sites: [(kind: WrapperKind, file: Int, declaration: Node, attribute: Node, name: String)] = []
            var projections: [String: [ProjectionUse]] = [:]
            var underscores: [String: [ProjectionUse]] = [:]
            var environmentCalls: [(file: Int, call: Node, name: Int)] = []
            var willChangeUses: [(file: Int, node: Node)] = []
            var publisherUses: [(file: Int, node: Node)] = []
            var genericUses: [(file: Int, node: Node)] = []
            var wrapperTypes: [(file: Int, node: Node)] = []
            var wrapperCalls: [(file: Int, node: Node)] = []
        }

    /// Phase 2: every use in the universe's code that matters to a family, before its types
    /// are resolved; a file with syntax errors that mentions a family's class blocks it.
    struct UseSites: MeaningsReader, BlockRecorder {
        let meanings: Meanings
        private(set) var uses = Uses()
        var blocks: Blocks

        /// `gathered`: the uses in the files that parsed (`gatherParsedFiles`), when they
        /// were gathered beside the families.
        init(_ meanings: Meanings, blocks: Blocks, gathered: Uses? = nil) {
            self.meanings = meanings
            self.blocks = blocks
            uses = gathered ?? Self.gatherParsedFiles(meanings.scope)
            for f in universe where !tree(f).diagnostics.isEmpty { blockFamiliesMentioned(in: f) }
        }

        /// The uses in the universe's files that parsed, in file order. Reads only what does
        /// not change while the plan is built (the model, the trees), so it runs beside
        /// phase 1.
        static func gatherParsedFiles(_ scope: Scope) -> Uses {
            let reader = Gatherer(scope: scope)
            var uses = Uses()
            // Kind by kind where a kind has lists of its own (each still in source order);
            // member accesses and references together, in source order, as both add to the
            // same lists (merging all five kinds into one order cost more than the gathering).
            let references: [NodeKind] = [.memberAccessExpr, .declReferenceExpr]
            for f in scope.universe {
                let tree = scope.tree(f)
                guard tree.diagnostics.isEmpty else { continue }
                for node in tree.nodes(ofKind: [.variableDecl]) { gatherWrapperProperty(node, f, tree, into: &uses) }
                for node in tree.nodes(ofKind: [.functionCallExpr]) { gatherCall(node, f, tree, into: &uses) }
                for node in tree.nodes(ofKind: references) {
                    if node.kind == .memberAccessExpr {
                        reader.gatherMemberAccess(node, f, tree, into: &uses)
                    } else {
                        reader.gatherReference(node, f, tree, into: &uses)
                    }
                }
                for node in tree.nodes(ofKind: [.identifierType]) { gatherType(node, f, tree, into: &uses) }
            }
            return uses
        }

        /// A file the parser could not read may use a class: it would be left behind.
        mutating func blockFamiliesMentioned(in f: Int) {
            let tree = self.tree(f)
            let names = Set(families.flatMap { $0.members.map { model.declaration($0.id).name } })
            let seeing = model.modulesSeeing(file: f, access: .internal)
            for (i, token) in tree.tokens.enumerated() where token.kind == .identifier && names.contains(tree.text(of: i)) {
                for family in families.indices where !families[family].seeing.isDisjoint(with: seeing)
                    && families[family].members.contains(where: { model.declaration($0.id).name == tree.text(of: i) }) {
                    let root = model.declaration(families[family].root)
                    block(family, root.file, self.tree(root.file).startOffset(of: root.node), "syntax-error-file",
                          "\(source(f).path) mentions it and has syntax errors, so its uses cannot be migrated")
                }
                break
            }
        }

        /// `@StateObject` / `@ObservedObject` / `@EnvironmentObject var m`.
        static func gatherWrapperProperty(_ node: Node, _ f: Int, _ tree: SyntaxTree, into uses: inout Uses) {
            guard let view = DeclarationView(node) else { return }
            for attribute in view.attributes {
                guard let kind = WrapperKind(rawValue: SyntaxFacts.attributeName(attribute, tree)) else { continue }
                guard let binding = node.children(.patternBinding).first, let pattern = binding.childNodes.first,
                      pattern.kind == .identifierPattern else { continue }
                uses.sites.append((kind, f, node, attribute, tree.text(of: pattern)))
            }
        }

        /// `environmentObject(x)` (as a modifier, or with implicit `self`), and
        /// `StateObject(...)` / `ObservedObject(...)` written as calls.
        static func gatherCall(_ node: Node, _ f: Int, _ tree: SyntaxTree, into uses: inout Uses) {
            guard let callee = node.firstChildNode else { return }
            if callee.kind == .declReferenceExpr {
                guard mayMatter(callee.firstToken, tree) else { return }
                let text = tree.text(of: callee)
                if text == "environmentObject" {
                    uses.environmentCalls.append((f, node, callee.firstToken))
                } else if text == "StateObject" || text == "ObservedObject" {
                    uses.wrapperCalls.append((f, node))
                }
            } else if callee.kind == .memberAccessExpr, let member = MemberAccessView(callee), let token = member.name,
                      tree.text(of: token) == "environmentObject" {
                if let base = member.base {
                    // `Type.environmentObject(...)` is a static function, not the modifier.
                    if base.kind == .declReferenceExpr, tree.text(of: base).first?.isUppercase == true { return }
                } else if !SyntaxFacts.continuesChainInsideIfConfig(node) {
                    return
                }
                uses.environmentCalls.append((f, node, token))
            }
        }

        /// `ObservableObject` written as a type (generic code), and `ObservedObject<X>` as a type.
        static func gatherType(_ node: Node, _ f: Int, _ tree: SyntaxTree, into uses: inout Uses) {
            guard let first = node.childTokens.first, mayMatter(first, tree) else { return }
            let name = tree.text(of: first)
            if name == "ObservableObject" {
                // Inheritance clauses of classes, protocols and extensions are handled above;
                // an actor's conformance is its own (the pass converts classes only), and no
                // code that may receive a class.
                if node.parent?.kind == .inheritedType,
                   let decl = node.parent?.parent?.parent, [.classDecl, .protocolDecl, .extensionDecl, .actorDecl].contains(decl.kind) {
                    return
                }
                // `Combine.ObservableObject` in those clauses.
                if node.parent?.kind == .memberType, node.parent?.parent?.kind == .inheritedType,
                   let decl = node.parent?.parent?.parent?.parent, [.classDecl, .protocolDecl, .extensionDecl, .actorDecl].contains(decl.kind) {
                    return
                }
                uses.genericUses.append((f, node))
            } else if ["ObservedObject", "StateObject", "EnvironmentObject"].contains(name), node.child(.genericArgumentClause) != nil {
                uses.wrapperTypes.append((f, node))
            }
        }

        /// Cheap first-byte test before making a String: only `$x`, `_x`, `objectWillChange`
        /// and the wrapper and protocol type names matter to the gathering.
        static func mayMatter(_ token: Int, _ tree: SyntaxTree) -> Bool {
            let start = Int(tree.tokens[token].textStart)
            guard start < tree.bytes.count else { return false }
            switch tree.bytes[start] {
            case UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "S"), UInt8(ascii: "E"), UInt8(ascii: "e"): return true
            default: return false
            }
        }

    }

    /// What phase 2 reads of the code, apart from the families: `UseSites.gatherParsedFiles`.
    struct Gatherer: ScopeReader {
        let scope: Scope

        /// `x.objectWillChange`, `self.$m` / `x.$prop` (a projection or a publisher), `self._m`.
        func gatherMemberAccess(_ node: Node, _ f: Int, _ tree: SyntaxTree, into uses: inout Uses) {
            guard let view = MemberAccessView(node), let name = view.name, UseSites.mayMatter(name, tree) else { return }
            let text = tree.text(of: name)
            if text == "objectWillChange" {
                uses.willChangeUses.append((f, node))
            } else if text.hasPrefix("$"), text.count > 1, !(text.dropFirst().first?.isNumber ?? true) {
                if ObservablePlan.Scope.isSelf(view.base, tree), view.base != nil {
                    recordProjection(f, node, String(text.dropFirst()), into: &uses.projections, underscore: false)
                } else {
                    uses.publisherUses.append((f, node))
                }
            } else if text.hasPrefix("_"), text.count > 1, let base = view.base, base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                recordProjection(f, node, String(text.dropFirst()), into: &uses.underscores, underscore: true)
            }
        }

        /// `objectWillChange`, `$m` and `_m` with implicit `self`.
        func gatherReference(_ node: Node, _ f: Int, _ tree: SyntaxTree, into uses: inout Uses) {
            guard UseSites.mayMatter(node.firstToken, tree) else { return }
            let text = tree.text(of: node)
            if text == "objectWillChange" {
                uses.willChangeUses.append((f, node))
            } else if text.hasPrefix("$"), text.count > 1, !(text.dropFirst().first?.isNumber ?? true) {
                recordProjection(f, node, String(text.dropFirst()), into: &uses.projections, underscore: false)
            } else if text.hasPrefix("_"), text.count > 1, text != "_" {
                // `var _servers = servers` in a method: a local of that name, not the storage.
                if case .none = TypeResolver.localDeclaration(of: text, at: node, file: source(f), model: model, depth: 0) {
                    recordProjection(f, node, String(text.dropFirst()), into: &uses.underscores, underscore: true)
                }
            }
        }

        func recordProjection(_ f: Int, _ node: Node, _ name: String, into table: inout [String: [ProjectionUse]], underscore: Bool) {
            let owner = ObservablePlan.Scope.typeKey(model.enclosingType(of: node, in: source(f)))
            guard !owner.isEmpty else { return }
            var memberAccess = false
            if !underscore, let parent = node.parent, parent.kind == .memberAccessExpr, parent.childNodes.first == node {
                memberAccess = true
            }
            table[owner + "." + name, default: []].append(ProjectionUse(file: f, node: node, memberAccess: memberAccess, member: ObservablePlan.Scope.member(containing: node)))
        }
    }
}
