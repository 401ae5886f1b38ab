import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
        /// What a written type can be, for this pass.
        enum Meaning {
            /// A class of this family.
            case family(Int)
            /// A generic parameter, a protocol or `ObservableObject` itself: any of these families.
            case open([Int])
            /// A name the model cannot pin down (ambiguous).
            case unknown
            /// Anything else: an outside type, a struct, a class that is not ObservableObject.
            case other
        }

    /// What a written type or a value can be for the families, from the semantic model:
    /// one family's class, any of several (a generic parameter, a protocol,
    /// `ObservableObject` itself), a name the model cannot pin down, or anything else; and
    /// which families can reach a site. Answers about generic types' instantiations are
    /// memoised (ObservableGenericInstances.swift).
    final class Meanings: ScopeReader {
        let scope: Scope
        let families: [Family]
        let familyOf: [Int32: Int]
        /// Generic types whose instantiations are being gathered (a cycle gives up), and the
        /// answers by declaration and parameter index.
        var instantiationsInProgress: Set<Node> = []
        var instantiationCache: [Node: [Int: Set<Int>?]] = [:]

        init(_ scope: Scope, _ found: Families) {
            self.scope = scope
            self.families = found.families
            self.familyOf = found.familyOf
        }

        /// The families whose classes can reach a site: some module sees both.
        func reaching(_ node: Node, _ f: Int) -> [Int] {
            let seeing = modulesSeeing(f, siteAccess(node, f))
            return families.indices.filter { !families[$0].seeing.isDisjoint(with: seeing) }
        }

        /// What a type written at a site can be.
        func meaning(ofType text: String, at node: Node, _ f: Int, depth: Int = 0) -> Meaning {
            let parts = text.split(separator: "&").map { String($0).trimmingSpaces() }
            if parts.count > 1 {
                var result: Set<Int> = []
                for part in parts {
                    switch meaning(ofType: part, at: node, f, depth: depth + 1) {
                    case .family(let family): return .family(family)
                    case .open(let list): result.formUnion(list)
                    case .unknown: return .unknown
                    case .other: break
                    }
                }
                return result.isEmpty ? .other : .open(result.sorted())
            }
            guard let name = TypeName(text) else { return .other }
            switch model.lookupType(name.dotted, in: source(f), at: node) {
            case .genericParameter:
                return depth > 4 ? .open(reaching(node, f)) : .open(constrainedFamilies(name.dotted, at: node, f, depth: depth))
            case .notFound:
                return name.last == "ObservableObject" ? .open(reaching(node, f)) : .other
            case .declarations(let found):
                let nominals = Set(found.compactMap { model.nominalType(of: $0) })
                if nominals.count == 1, let id = nominals.first {
                    if let family = familyOf[id] { return .family(family) }
                    if model.declaration(id).kind == .protocol {
                        let seeing = modulesSeeing(f, siteAccess(node, f))
                        return .open(families.indices.filter { family in
                            !families[family].seeing.isDisjoint(with: seeing)
                                && families[family].members.contains { conformedProtocols($0.id).contains(id) }
                        })
                    }
                    return .other
                }
                if nominals.isEmpty {
                    // A typealias to an outside type, or to ObservableObject itself.
                    if case .external(let outside)? = model.canonicalType(name.dotted, in: source(f), at: node).target {
                        return outside == "ObservableObject" ? .open(reaching(node, f)) : .other
                    }
                    return .unknown
                }
                // Several declarations (a class declared in two `#if` branches, say): any of them.
                let candidates = nominals.compactMap { familyOf[$0] }
                if !candidates.isEmpty { return .open(Array(Set(candidates)).sorted()) }
                return nominals.contains { model.declaration($0).kind == .protocol || model.declaration($0).kind == .class } ? .unknown : .other
            }
        }

        /// The families a generic parameter can stand for: those satisfying every constraint
        /// (`<M: P>`, `where M: P & Q`); every family that can reach the site when there is none.
        func constrainedFamilies(_ name: String, at node: Node, _ f: Int, depth: Int) -> [Int] {
            let tree = self.tree(f)
            let reachable = Set(reaching(node, f))
            var current = node.parent
            while let declaration = current {
                if let clause = declaration.child(.genericParameterClause) {
                    for (index, parameter) in clause.children(.genericParameter).enumerated() {
                        guard let first = parameter.childTokens.first, tree.text(of: first) == name else { continue }
                        var constraints = parameter.childNodes
                        for requirement in declaration.child(.genericWhereClause)?.children(.genericRequirement) ?? [] {
                            let parts = requirement.childNodes
                            let hasColon = requirement.childTokens.contains { tree.tokens[$0].kind == .colon }
                            if hasColon, parts.count == 2, tree.collapsedText(of: parts[0]) == name { constraints.append(parts[1]) }
                        }
                        var result = reachable
                        for constraint in constraints {
                            result.formIntersection(satisfying(tree.collapsedText(of: constraint), at: constraint, f, reachable: reachable, depth: depth))
                        }
                        // A type's parameter is only what its instantiations pass.
                        if !result.isEmpty, let instances = instantiatedFamilies(of: declaration, parameter: name, index: index, f, depth: depth) {
                            result.formIntersection(instances)
                        }
                        return result.sorted()
                    }
                }
                current = declaration.parent
            }
            return reachable.sorted()
        }

        /// The families whose classes satisfy a constraint as written: a class (its family), a
        /// project protocol or an outside one (the families conforming to it), ObservableObject
        /// or AnyObject (all of them); a composition, all of its parts.
        func satisfying(_ text: String, at node: Node, _ f: Int, reachable: Set<Int>, depth: Int) -> Set<Int> {
            let parts = text.split(separator: "&").map { String($0).trimmingSpaces() }
            if parts.count > 1 {
                return parts.reduce(reachable) { $0.intersection(satisfying($1, at: node, f, reachable: reachable, depth: depth)) }
            }
            guard let name = TypeName(text), depth < 8 else { return reachable }
            func conforming(toOutside outside: String) -> Set<Int> {
                if outside == "ObservableObject" || outside == "AnyObject" { return reachable }
                return reachable.filter { family in families[family].members.contains { externalConformances($0.id).contains(outside) } }
            }
            switch model.lookupType(name.dotted, in: source(f), at: node) {
            case .notFound:
                return conforming(toOutside: name.last)
            case .genericParameter:
                return reachable
            case .declarations(let found):
                let nominals = Set(found.compactMap { model.nominalType(of: $0) })
                if nominals.isEmpty {
                    if case .external(let outside)? = model.canonicalType(name.dotted, in: source(f), at: node).target { return conforming(toOutside: outside) }
                    return reachable
                }
                var result: Set<Int> = []
                for id in nominals {
                    if let family = familyOf[id] {
                        // A class constraint: the class and its subclasses, that is, its family.
                        result.insert(family)
                    } else if model.declaration(id).kind == .protocol {
                        result.formUnion(reachable.filter { family in families[family].members.contains { conformedProtocols($0.id).contains(id) } })
                    } else if model.declaration(id).kind == .class {
                        // A superclass of a family's root.
                        result.formUnion(reachable.filter { family in model.superclasses(of: families[family].root).contains(id) })
                    }
                }
                return result
            }
        }

        /// What a value expression's type can be.
        func meaning(ofValue expression: Node, _ f: Int) -> (meaning: Meaning, text: String?) {
            var value = expression
            while true {
                if [.optionalChainingExpr, .forceUnwrapExpr].contains(value.kind), let inner = value.firstChildNode {
                    value = inner
                } else if value.kind == .tupleExpr, let elements = value.child(.labeledExprList)?.children(.labeledExpr), elements.count == 1,
                          ArgumentView(elements[0]).label == nil, let inner = ArgumentView(elements[0]).expression {
                    value = inner
                } else {
                    break
                }
            }
            // `x as! T`, `x as? T`: a T.
            if value.kind == .sequenceExpr, let cast = value.childNodes.last, cast.kind == .asExpr, let type = cast.childNodes.last {
                let text = tree(f).collapsedText(of: type)
                return (meaning(ofType: text, at: type, f), text)
            }
            let file = source(f)
            if value.kind == .declReferenceExpr, tree(f).text(of: value) == "self" {
                guard let target = model.enclosingType(of: value, in: file) else { return (.unknown, nil) }
                if case .project(let id) = target, let family = familyOf[id] { return (.family(family), name(id)) }
                return (.other, nil)
            }
            var resolved = TypeResolver.resolve(value, at: value, file: file, model: context.model)
            if resolved == nil, value.kind == .declReferenceExpr {
                // A capitalised variable (`App`) is a variable when one is declared.
                resolved = TypeResolver.lookupValue(DeclarationCollector.unescaped(tree(f).text(of: value)), at: value, file: file, model: context.model, depth: 0)
            }
            guard let resolved else {
                // What the expression type layer knows (cast bindings, `self?.x` in `[weak
                // self]` closures, inherited members, `T!`, closure-call initialisers...).
                if let known = context.types.type(of: value, in: file), let meaning = meaning(ofKnownType: known, at: value, f) {
                    return (meaning, known.description)
                }
                return (.unknown, nil)
            }
            if let target = resolved.target {
                if case .project(let id) = target {
                    if let family = familyOf[id] { return (.family(family), resolved.text) }
                    if model.declaration(id).kind == .protocol { return (meaning(ofType: name(id), at: value, f), resolved.text) }
                    return (.other, resolved.text)
                }
                if case .external("ObservableObject") = target { return (.open(reaching(value, f)), resolved.text) }
                return (.other, resolved.text)
            }
            // A generic parameter or a type without a name.
            return (meaning(ofType: resolved.text, at: value, f), resolved.text)
        }

        /// What a type the expression type layer gives can be: a project class (its family),
        /// a project protocol or `ObservableObject` (the families that can be it), any other
        /// nominal type (none); nil for what it does not pin down (generic parameters,
        /// opaque types), which stays unknown.
        func meaning(ofKnownType type: TypeRef, at value: Node, _ f: Int) -> Meaning? {
            let unwrapped = type.fullyUnwrapped
            let members: [TypeRef]
            if case .existential(let list) = unwrapped { members = list } else { members = [unwrapped] }
            var open: Set<Int> = []
            for member in members {
                switch member.target {
                case .project(let id)?:
                    if let family = familyOf[id] { return .family(family) }
                    guard model.declaration(id).kind == .protocol else {
                        if members.count == 1 { return .other }
                        continue
                    }
                    switch meaning(ofType: name(id), at: value, f) {
                    case .family(let family): return .family(family)
                    case .open(let list): open.formUnion(list)
                    case .unknown: return nil
                    case .other: break
                    }
                case .external(let outside)?:
                    if outside == "ObservableObject" { open.formUnion(reaching(value, f)) }
                case nil:
                    return nil
                }
            }
            return open.isEmpty ? .other : .open(open.sorted())
        }

        /// The families that code written against ObservableObject may receive: for a generic
        /// parameter's constraint (`<M: ObservableObject & P>`, `where M: ObservableObject`), the
        /// families satisfying all its constraints; elsewhere (`any ObservableObject`), every
        /// family that can reach it.
        func genericUseFamilies(_ node: Node, _ f: Int) -> [Int] {
            let tree = self.tree(f)
            var current = node.parent
            while let n = current {
                switch n.kind {
                case .genericParameter:
                    guard let first = n.childTokens.first else { return reaching(node, f) }
                    return constrainedFamilies(tree.text(of: first), at: n, f, depth: 0)
                case .genericRequirement:
                    guard let subject = n.childNodes.first, subject.kind == .identifierType else { return reaching(node, f) }
                    return constrainedFamilies(tree.collapsedText(of: subject), at: n, f, depth: 0)
                case .compositionType, .identifierType, .memberType:
                    current = n.parent
                default:
                    return reaching(node, f)
                }
            }
            return reaching(node, f)
        }

        /// "p12.name" → the family of class 12 and "name".
        func familyProperty(_ key: String) -> (Int, String)? {
            guard key.hasPrefix("p"), let dot = key.firstIndex(of: "."), let id = Int32(key[key.index(after: key.startIndex)..<dot]),
                  let family = familyOf[id] else { return nil }
            return (family, String(key[key.index(after: dot)...]))
        }

        /// The family of the class whose body (or extension) holds a node, if it is one.
        func enclosingFamily(of node: Node, _ f: Int) -> Int? {
            guard case .project(let type)? = model.enclosingType(of: node, in: source(f)) else { return nil }
            return familyOf[type]
        }

        /// How many families have a root of each name (`unit`), counted once for all families.
        lazy var familiesByRootName: [String: Int] = {
            var counts: [String: Int] = [:]
            for family in families { counts[name(family.root), default: 0] += 1 }
            return counts
        }()

        /// The `Edit.units` name of a family.
        /// A family whose root shares its name with another's is told apart by its location.
        func unit(_ family: Int) -> String {
            let root = families[family].root
            let sameName = familiesByRootName[name(root)] ?? 0
            return "observable:" + name(root) + (sameName > 1 ? "@" + model.shortLocation(root) : "")
        }
    }
}
