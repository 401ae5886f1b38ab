import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
        /// `@StateObject` / `@ObservedObject` / `@EnvironmentObject` property.
        struct Site {
            var kind: WrapperKind
            var file: Int
            var declaration: Node
            var attribute: Node
            var name: String
            /// The enclosing type (`typeKey`).
            var owner: String
            /// The type as written for `@Environment(X.self)`.
            var typeText: String
            var family: Int
            var bindable = false
            /// The new wrapper is written `SwiftUI.X`: a project type takes the bare name here.
            var qualified = false
            /// `@ObservedObject private var m = X.shared` that nothing assigns: `private let m`.
            var constant = false
        }

        /// A use site that converts with its family.
        struct EnvironmentPlan {
            var file: Int
            var name: Int
            var family: Int
        }

    /// Phase 3: what each use means for each family. A use whose type is a family's class,
    /// or may be (a generic parameter, a protocol, a type the model cannot pin down), either
    /// converts with the family (a wrapper property, an `.environmentObject` call) or
    /// blocks it (`objectWillChange`, publishers, generic code over ObservableObject, a
    /// wrapper written as a type, a file below the deployment target, `x.p = x.p` reloads in
    /// ObservableSelfAssignment.swift).
    struct Blockers: MeaningsReader, BlockRecorder {
        let meanings: Meanings
        var blocks: Blocks
        /// The wrapper properties that convert with a family (unless it is blocked).
        private(set) var sites: [Site] = []
        /// The `.environmentObject(m)` calls that convert with a family.
        private(set) var environmentPlans: [EnvironmentPlan] = []
        /// Notes that go with a family's conversion (reported only when it converts).
        private(set) var notes: [(family: Int, finding: Finding)] = []

        init(_ meanings: Meanings, uses found: UseSites) {
            self.meanings = meanings
            self.blocks = found.blocks
            let uses = found.uses
            checkWillChangeUses(uses)
            checkPublisherUses(uses)
            checkProjections(uses)
            checkGenericUses(uses)
            checkWrapperTypes(uses)
            checkWrapperCalls(uses)
            sites = resolveSites(uses)
            environmentPlans = resolveEnvironmentCalls(uses)
            checkTouchedFiles(sites: sites, environmentPlans: environmentPlans)
            checkSelfAssignments()
        }

        /// `objectWillChange` (G4): every use, on self or on any value a class can reach.
        mutating func checkWillChangeUses(_ uses: Uses) {
            for (f, node) in uses.willChangeUses {
                let tree = self.tree(f)
                let offset = tree.startOffset(of: node)
                let written = tree.quote(node)
                let base = node.kind == .memberAccessExpr ? MemberAccessView(node)?.base : nil
                if node.kind == .declReferenceExpr || ObservablePlan.Scope.isSelf(base, tree) {
                    if case .project(let id)? = model.enclosingType(of: node, in: source(f)), let family = familyOf[id] {
                        block(family, f, offset, "object-will-change",
                              "'\(written)' is used; Observation has no objectWillChange: notify through property changes instead")
                    }
                    continue
                }
                switch meaning(ofValue: base!, f).meaning {
                case .family(let family):
                    block(family, f, offset, "object-will-change", "'\(written)' is used; Observation has no objectWillChange")
                case .open(let list):
                    block(list, f, offset, "object-will-change", "'\(written)' is used on a value that may be this class; Observation has no objectWillChange")
                case .unknown:
                    block(reaching(node, f), f, offset, "object-will-change",
                          "'\(written)' is used on a value whose type is not known here and may be this class; Observation has no objectWillChange")
                case .other:
                    break
                }
            }
        }

        /// Combine publishers of @Published properties (G5): `obj.$prop`.
        mutating func checkPublisherUses(_ uses: Uses) {
            for (f, node) in uses.publisherUses {
                let tree = self.tree(f)
                guard let view = MemberAccessView(node), let base = view.base, let nameToken = view.name else { continue }
                let property = String(tree.text(of: nameToken).dropFirst())
                let written = tree.quote(node)
                let candidates: [Int]
                switch meaning(ofValue: base, f).meaning {
                case .family(let family): candidates = [family]
                case .open(let list): candidates = list
                case .unknown: candidates = reaching(node, f)
                case .other: candidates = []
                }
                for family in candidates where families[family].members.contains(where: { $0.published.contains(property) }) {
                    block(family, f, tree.startOffset(of: node), "publisher",
                          "'\(written)' is a @Published property's publisher, which @Observable does not make")
                }
            }
        }

        /// `$prop` and `_prop` inside a class of a family.
        mutating func checkProjections(_ uses: Uses) {
            for (key, list) in uses.projections {
                guard let (family, property) = familyProperty(key), families[family].members.contains(where: { $0.published.contains(property) }) else { continue }
                for use in list {
                    block(family, use.file, tree(use.file).startOffset(of: use.node), "publisher",
                          "'$\(property)' is a @Published property's publisher, which @Observable does not make")
                }
            }
            for (key, list) in uses.underscores {
                guard let (family, property) = familyProperty(key), families[family].members.contains(where: { $0.published.contains(property) }) else { continue }
                for use in list where !isPublishedStorageAssignment(use, key: key, property: property, family: family) {
                    block(family, use.file, tree(use.file).startOffset(of: use.node), "name-clash",
                          "'_\(property)' is the Published storage of '\(property)'; @Observable replaces it")
                }
            }
        }

        /// `_p = Published(initialValue: v)` in an initialiser of the class declaring `p`
        /// (ObservableStorageAssignments.swift).
        func isPublishedStorageAssignment(_ use: ProjectionUse, key: String, property: String, family: Int) -> Bool {
            guard let member = families[family].members.first(where: { key == "p\($0.id).\(property)" && $0.published.contains(property) }) else { return false }
            return publishedStorageAssignment(use, owner: member.id) != nil
        }

        /// Generic code over ObservableObject.
        mutating func checkGenericUses(_ uses: Uses) {
            for (f, node) in uses.genericUses {
                block(genericUseFamilies(node, f), f, tree(f).startOffset(of: node), "generic-use",
                      "code here is written against ObservableObject and may receive this class")
            }
        }

        /// `ObservedObject<X>` written as a type.
        mutating func checkWrapperTypes(_ uses: Uses) {
            for (f, node) in uses.wrapperTypes {
                let tree = self.tree(f)
                guard let argument = node.child(.genericArgumentClause)?.childNodes.first else { continue }
                let candidates: [Int]
                switch meaning(ofType: tree.collapsedText(of: argument), at: node, f) {
                case .family(let family): candidates = [family]
                case .open(let list): candidates = list
                case .unknown: candidates = reaching(node, f)
                case .other: candidates = []
                }
                block(candidates, f, tree.startOffset(of: node), "wrapper-type",
                      "'\(tree.quote(node))' is written as a type; it needs an ObservableObject")
            }
        }

        /// `StateObject(wrappedValue:)` / `ObservedObject(wrappedValue:)` other than `_m = ...`
        /// assignments to a property wrapper of the same kind.
        mutating func checkWrapperCalls(_ uses: Uses) {
            for (f, call) in uses.wrapperCalls {
                let tree = self.tree(f)
                if let sequence = call.parent, sequence.kind == .sequenceExpr, sequence.childNodes.count == 3, sequence.childNodes[2] == call,
                   sequence.childNodes[1].kind == .assignmentExpr {
                    let left = tree.text(of: sequence.childNodes[0])
                    if left.hasPrefix("_") || left.hasPrefix("self._") { continue }
                }
                guard let argument = FunctionCallView(call)?.arguments.first?.expression else { continue }
                let candidates: [Int]
                switch meaning(ofValue: argument, f).meaning {
                case .family(let family): candidates = [family]
                case .open(let list): candidates = list
                case .unknown: candidates = reaching(call, f)
                case .other: candidates = []
                }
                block(candidates, f, tree.startOffset(of: call), "wrapper-type",
                      "'\(tree.quote(FunctionCallView(call)!.calledExpression!))(...)' wraps it; that wrapper needs an ObservableObject")
            }
    
        }

        /// Resolves every wrapper property: sites that convert with a family, and blocks.
        mutating func resolveSites(_ uses: Uses) -> [Site] {
            var result: [Site] = []
            for (kind, f, declaration, attribute, siteName) in uses.sites {
                let tree = self.tree(f)
                let file = source(f)
                let offset = tree.startOffset(of: declaration)
                let binding = declaration.children(.patternBinding).first
                let annotation = binding?.child(.typeAnnotation)?.childNodes.first
                let value = binding?.child(.initializerClause)?.childNodes.first
                var written: String?
                var meaning: Meaning = .unknown
                if let annotation {
                    written = tree.collapsedText(of: annotation)
                    meaning = self.meaning(ofType: written!, at: declaration, f)
                } else if let value {
                    let resolved = self.meaning(ofValue: value, f)
                    written = resolved.text
                    meaning = resolved.meaning
                }
                let label = "@\(kind.rawValue) var \(siteName)"
                switch meaning {
                case .other:
                    continue
                case .unknown:
                    block(reaching(declaration, f), f, offset, "unknown-type",
                          "the type of '\(label)' is not known here; if it is this class it would not compile after conversion (write the type)")
                    continue
                case .open(let list):
                    if let written, let typeName = TypeName(written), case .declarations(let found) = model.lookupType(typeName.dotted, in: file, at: declaration),
                       Set(found.compactMap { model.nominalType(of: $0) }).count > 1 {
                        let places = found.map { model.shortLocation($0) }.sorted().joined(separator: ", ")
                        block(list, f, offset, "ambiguous-name",
                              "'\(written)' in '\(label)' may name several types here (declared at \(places)); it stays as it is")
                        continue
                    }
                    block(list, f, offset, "generic-use",
                          "'\(label)\(written.map { ": " + $0 } ?? "")' holds a generic or protocol type that this class can be; it stays an ObservableObject wrapper")
                    continue
                case .family(let family):
                    guard let written, TypeName(written)?.isOptional != true else {
                        block(family, f, offset, "unsupported-shape", "'\(label): \(written ?? "?")' is optional")
                        continue
                    }
                    result.append(familySite(kind, f, declaration, attribute, siteName, typeText: written, family: family, uses: uses))
                }
            }
            return result
        }

        /// A wrapper property of a family's type: the site, with what blocks it (`$m` passed
        /// whole, `_m` used directly, several properties in one declaration, the new wrapper's
        /// name taken, a `@StateObject` created with work).
        mutating func familySite(_ kind: WrapperKind, _ f: Int, _ declaration: Node, _ attribute: Node, _ siteName: String, typeText written: String,
                                 family: Int, uses: Uses) -> Site {
            let tree = self.tree(f)
            let file = source(f)
            let offset = tree.startOffset(of: declaration)
            let owner = ObservablePlan.Scope.typeKey(model.enclosingType(of: declaration, in: file))
            var site = Site(kind: kind, file: f, declaration: declaration, attribute: attribute, name: siteName, owner: owner,
                            typeText: written, family: family)
            let key = owner + "." + siteName
            for use in uses.projections[key] ?? [] {
                if !use.memberAccess {
                    block(family, use.file, self.tree(use.file).startOffset(of: use.node), "binding-passed",
                          "'$\(siteName)' is passed whole (an ObservedObject wrapper); after conversion it would be a Binding or not exist")
                } else {
                    site.bindable = true
                    if let (property, type) = referenceLink(of: use, family: family) {
                        let useTree = self.tree(use.file)
                        var chain = use.node
                        while let parent = chain.parent, parent.kind == .memberAccessExpr, MemberAccessView(parent)?.base == chain { chain = parent }
                        block(family, use.file, useTree.startOffset(of: use.node), "reference-binding",
                              "'\(useTree.quote(chain))' binds through '\(property)', an instance of the class \(type): @Observable tracks '\(property)', not writes inside it; make \(type) @Observable too")
                    }
                }
            }
            for use in uses.underscores[key] ?? [] where wrapperAssignment(use, site) == nil {
                block(family, use.file, self.tree(use.file).startOffset(of: use.node), "unsupported-shape",
                      "'_\(siteName)' (the \(kind.rawValue) wrapper) is used directly")
            }
            if declaration.children(.patternBinding).count > 1 {
                block(family, f, offset, "unsupported-shape", "several properties in one @\(kind.rawValue) declaration")
            }
            // The new wrapper's name must mean SwiftUI's here.
            let newName = kind == .stateObject ? "State" : kind == .environmentObject ? "Environment" : (site.bindable ? "Bindable" : nil)
            if let newName, case .declarations(let found) = model.lookupType(newName, in: file, at: declaration), let first = found.first {
                // `@SwiftUI.Environment(Model.self)`: the module's name says whose, where the
                // file imports SwiftUI and nothing of the project is named SwiftUI.
                if model.importNames[f].contains("SwiftUI"), case .notFound = model.lookupType("SwiftUI", in: file, at: declaration) {
                    site.qualified = true
                } else {
                    let token = attribute.childTokens[1]
                    block(family, f, Int(tree.tokens[token].textStart), "name-clash",
                          "the project's own type \(described(first)) is what '@\(newName)' would mean here, not SwiftUI's")
                }
            }
            if kind == .observedObject, !site.bindable {
                switch privateDefault(site) {
                case .constant: site.constant = true
                case .reassigned(let line):
                    block(family, f, offset, "memberwise-init",
                          "'@\(kind.rawValue) var \(siteName)' has a default and is assigned (line \(line)): as a 'private var' it would make the view's memberwise init private; write the view's init by hand first")
                case .other: break
                }
            }
            if kind == .stateObject { checkCreation(of: &site, uses: uses) }
            return site
        }

        /// For `$m.a.b`, the property `a` of the family's classes and its type's name when `a`
        /// holds a class instance (a class, an actor or a class-bound protocol): the binding to
        /// `b` writes inside that object and never calls `a`'s setter.
        func referenceLink(of use: ProjectionUse, family: Int) -> (String, String)? {
            let tree = self.tree(use.file)
            guard let first = use.node.parent, first.kind == .memberAccessExpr, MemberAccessView(first)?.base == use.node,
                  let second = first.parent, second.kind == .memberAccessExpr, MemberAccessView(second)?.base == first,
                  let token = MemberAccessView(first)?.name else { return nil }
            let property = DeclarationCollector.unescaped(tree.text(of: token))
            for member in families[family].members {
                for id in model.members(of: member.id, named: property) where [.variable, .constant].contains(model.declaration(id).kind) {
                    guard let text = model.declaration(id).typeText ?? TypeResolver.typeOf(declaration: id, model: model, depth: 0)?.text,
                          case .project(let type)? = model.canonicalType(text, declaredBy: id).target,
                          ClassBound.holds(type, model: model) else { continue }
                    return (property, model.declaration(type).name)
                }
            }
            return nil
        }

        enum PrivateDefault { case constant, reassigned(line: Int), other }

        /// `@ObservedObject private var m = X.shared` that nothing reassigns becomes `private
        /// let` (a `private var` with a default would make a struct's memberwise initialiser
        /// private; the object is a reference, so observation tracks through a constant).
        /// One that is reassigned, in a struct without an init of its own, cannot stay a
        /// `private var` either.
        func privateDefault(_ site: Site) -> PrivateDefault {
            let tree = self.tree(site.file)
            guard let binding = site.declaration.children(.patternBinding).first, site.declaration.children(.patternBinding).count == 1,
                  binding.child(.initializerClause) != nil, binding.child(.accessorBlock) == nil,
                  let modifiers = DeclarationView(site.declaration)?.modifiers.map({ tree.text(of: $0) }),
                  modifiers.contains("private") || modifiers.contains("fileprivate"),
                  !modifiers.contains(where: { ["static", "class", "lazy", "override"].contains($0) }),
                  site.declaration.childTokens.contains(where: { tree.text(of: $0) == "var" }),
                  case .project(let owner)? = model.enclosingType(of: site.declaration, in: source(site.file)),
                  let member = model.members(of: owner, named: site.name).first(where: { model.declaration($0).kind == .variable }) else { return .other }
            let mentions = model.nameMentions(of: [site.name], inFiles: [site.file])[site.name] ?? []
            func reassigns(_ mention: SemanticModel.NameMention) -> Bool {
                // `m.x = v` writes inside the object, not `m`; `$m`, `_m` are handled as projections.
                guard !mention.spelling.hasPrefix("$"), !mention.spelling.hasPrefix("_"),
                      let write = SemanticModel.write(at: mention.node, spelling: mention.spelling, model.files[mention.file].tree),
                      !write.throughMember, !write.throughSubscript else { return false }
                if case .mutatingCall = write.kind { return false }
                return model.mayRefer(mention, to: member)
            }
            if mentions.contains(where: { $0.spelling.hasPrefix("$") || $0.spelling.hasPrefix("_") }) { return .other }
            if let write = mentions.first(where: reassigns) {
                // A struct with an init of its own has no memberwise one to lose.
                let ownInit = model.declaration(owner).kind != .struct
                    || DeclarationView(model.declaration(owner).node)?.members.contains(where: { $0.kind == .initializerDecl }) == true
                return ownInit ? .other : .reassigned(line: tree.location(of: tree.startOffset(of: write.node)).line)
            }
            return .constant
        }

        /// A `@StateObject` becomes `@State` only when its object is plain to create: State
        /// creates it at every initialisation of the view (in an App, once per process anyway:
        /// a note).
        mutating func checkCreation(of site: inout Site, uses: Uses) {
            if sharedObject(&site, uses: uses) { return }
            let declaration = site.declaration
            let file = source(site.file)
            let family = site.family
            let siteName = site.name
            // An App is initialised once per process: State creates the object once there too.
            var ownerIsApp = false
            if case .project(let ownerID)? = model.enclosingType(of: declaration, in: file) { ownerIsApp = model.conforms(ownerID, to: "App") }
            let owner = model.enclosingType(of: declaration, in: file).map { target -> String in
                if case .project(let id) = target { return name(id) + "." }
                if case .external(let outside) = target { return outside + "." }
                return ""
            } ?? ""
            for (valueFile, initial) in initialValues(of: site, uses: uses) {
                guard let work = work(creating: initial, file: valueFile, expected: site.typeText, at: initial) else { continue }
                let offset = self.tree(valueFile).startOffset(of: initial)
                if ownerIsApp {
                    notes.append((family, source(valueFile).finding(atOffset: offset,
                        "'@StateObject var \(owner)\(siteName)' becomes '@State' although it is created with work (\(work)): an App is initialised once per process, so the object is still created once",
                        pass: ObservablePlan.pass, reason: "eager-init", declined: false)))
                } else {
                    block(family, valueFile, offset, "eager-init",
                          "'@StateObject var \(siteName)' is created with work (\(work)), which @State redoes at each view init")
                }
            }
        }

        /// `@StateObject private var m = Service.shared` (or `.shared.state`): an object that
        /// exists already, not view state. It leaves `@State` out: a `private let` that nothing
        /// reassigns (observation tracks through a constant, as for `@ObservedObject`);
        /// any other such site blocks its family. True when the site was decided here.
        mutating func sharedObject(_ site: inout Site, uses: Uses) -> Bool {
            let values = initialValues(of: site, uses: uses)
            guard let (valueFile, value) = values.first(where: { Self.existingObject($0.1, self.tree($0.0)) }) else { return false }
            let valueTree = self.tree(valueFile)
            if values.count == 1, valueFile == site.file, case .constant = privateDefault(site) {
                site.constant = true
                return true
            }
            block(site.family, valueFile, valueTree.startOffset(of: value), "shared-object",
                  "'@StateObject var \(site.name)' holds '\(valueTree.quote(value))', an existing object @State would own; only a private one nothing reassigns becomes 'private let'")
            return true
        }

        /// A chain of member reads rooted at a type (`Service.shared`, `Service.shared.state`,
        /// `.shared`): an object that exists already, not one the view creates.
        static func existingObject(_ value: Node, _ tree: SyntaxTree) -> Bool {
            var current = value
            var steps = 0
            while current.kind == .memberAccessExpr, let view = MemberAccessView(current) {
                steps += 1
                guard let base = view.base else { return true }  // `.shared`
                current = base
            }
            guard steps > 0, current.kind == .declReferenceExpr else { return false }
            let root = tree.text(of: current)
            return root.first?.isUppercase == true
        }

        /// The initial values a `@StateObject` gets: `= value` and `_m = StateObject(wrappedValue: value)`.
        func initialValues(of site: Site, uses: Uses) -> [(Int, Node)] {
            var values: [(Int, Node)] = []
            if let value = site.declaration.children(.patternBinding).first?.child(.initializerClause)?.childNodes.first {
                values.append((site.file, value))
            }
            for use in uses.underscores[site.owner + "." + site.name] ?? [] {
                guard let call = wrapperAssignment(use, site), let argument = FunctionCallView(call)?.arguments.first?.expression else { continue }
                values.append((use.file, argument))
            }
            if values.isEmpty { values = memberwiseArguments(of: site) }
            return values
        }

        /// `ConversationView(viewModel: ConversationViewModel(...))`: the values the project's
        /// calls of a struct's memberwise initialiser pass for a wrapped property with no
        /// default (StateObject takes them as an autoclosure, State as a value).
        func memberwiseArguments(of site: Site) -> [(Int, Node)] {
            guard case .project(let owner)? = model.enclosingType(of: site.declaration, in: source(site.file)),
                  model.declaration(owner).kind == .struct,
                  DeclarationView(model.declaration(owner).node)?.members.contains(where: { $0.kind == .initializerDecl }) == false else { return [] }
            let typeName = model.declaration(owner).name
            var values: [(Int, Node)] = []
            for mention in model.nameMentions(of: [typeName], inFiles: Array(model.files.indices))[typeName] ?? [] where mention.kind == .bare {
                let tree = self.tree(mention.file)
                guard let call = mention.node.parent, call.kind == .functionCallExpr, FunctionCallView(call)?.calledExpression == mention.node,
                      let argument = FunctionCallView(call)?.arguments.first(where: { $0.label.map { tree.text(of: $0) } == site.name })?.expression
                else { continue }
                values.append((mention.file, argument))
            }
            return values
        }

        /// `.environmentObject(x)` calls: those of a family's object convert with it; those the
        /// project's own function may take, or with an unknown object, block.
        mutating func resolveEnvironmentCalls(_ uses: Uses) -> [EnvironmentPlan] {
            var plans: [EnvironmentPlan] = []
            // Families read with @EnvironmentObject somewhere: the ones an unknown object may be.
            var readers: Set<Int> = []
            for (kind, f, declaration, _, _) in uses.sites where kind == .environmentObject {
                let binding = declaration.children(.patternBinding).first
                guard let annotation = binding?.child(.typeAnnotation)?.childNodes.first else { continue }
                switch meaning(ofType: tree(f).collapsedText(of: annotation), at: declaration, f) {
                case .family(let family): readers.insert(family)
                case .open(let list): readers.formUnion(list)
                default: break
                }
            }
            for (f, call, nameToken) in uses.environmentCalls {
                let tree = self.tree(f)
                let offset = Int(tree.tokens[nameToken].textStart)
                guard let arguments = FunctionCallView(call)?.arguments, arguments.count == 1, arguments[0].label == nil,
                      let value = arguments[0].expression else { continue }
                let written = (FunctionCallView(call)?.calledExpression?.kind == .memberAccessExpr ? "." : "") + "environmentObject(" + tree.quote(value) + ")"
                let meaning = self.meaning(ofValue: value, f).meaning
                var candidates: [Int]
                switch meaning {
                case .family(let family): candidates = [family]
                case .open(let list): candidates = list
                case .unknown: candidates = reaching(call, f).filter { readers.contains($0) }
                case .other: candidates = []
                }
                guard !candidates.isEmpty else { continue }
                if let own = context.model.ownFunctions(calledBy: call, in: source(f)) {
                    block(candidates, f, offset, "own-function", own.message)
                    continue
                }
                switch meaning {
                case .family(let family):
                    plans.append(EnvironmentPlan(file: f, name: nameToken, family: family))
                case .open:
                    block(candidates, f, offset, "generic-use",
                          "'\(written)' injects a generic or protocol value that may be this class; it needs an ObservableObject")
                default:
                    block(candidates, f, offset, "unknown-type",
                          "'\(written)' injects an object whose type is not known here; if it is this class, it must become '.environment(...)'")
                }
            }
            return plans
        }

        /// Deployment targets of every file a family touches.
        mutating func checkTouchedFiles(sites: [Site], environmentPlans: [EnvironmentPlan]) {
            var touched: [Int: Set<Int>] = [:]
            for family in families.indices {
                for member in families[family].members { touched[family, default: []].insert(model.declaration(member.id).file) }
            }
            for site in sites { touched[site.family, default: []].insert(site.file) }
            for plan in environmentPlans { touched[plan.family, default: []].insert(plan.file) }
            for (family, fileIndices) in touched {
                let root = model.declaration(families[family].root)
                for f in fileIndices.sorted() {
                    let target = context.target(of: source(f).path)
                    if !ObservablePass.minimumOS.isSatisfied(by: target) {
                        block(family, root.file, tree(root.file).startOffset(of: root.node), "deployment-target",
                              "\(source(f).path) uses it and is built for \(target), below what @Observable needs (\(ObservablePass.minimumOS))")
                    }
                }
            }
        }
    }
}
