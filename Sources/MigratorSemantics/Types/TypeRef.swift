/// A declaration of the project's model or of the SDK digest's (`SDKDigest`): the two are
/// separate models, so an id alone does not say which one it indexes.
package struct DeclRef: Hashable, Sendable, CustomStringConvertible {
    package enum Space: UInt8, Hashable, Sendable {
        /// `SemanticModel.declarations` of the project.
        case project
        /// The SDK digest's declarations (the standard library, Foundation, SwiftUI, ...).
        case sdk
    }

    package var space: Space
    package var id: Int32

    package init(_ space: Space, _ id: Int32) {
        self.space = space
        self.id = id
    }

    package var description: String { "\(space == .project ? "project" : "sdk")#\(id)" }
}

/// A nominal type: a struct, class, enum, actor or protocol declared by the project or the
/// SDK digest, or a type neither declares (another package's, or an SDK type the digest
/// leaves out), known only by its name.
package struct NominalRef: Hashable, Sendable {
    package enum Identity: Hashable, Sendable {
        case declaration(DeclRef)
        /// A type no model declares, by name as written (`Alamofire.Session` or `Session`).
        case external(String)
    }

    package var identity: Identity
    /// The name as the compiler prints it: `Palette`, `Outer.Inner` (no module, no
    /// generic arguments).
    package var name: String

    package init(_ identity: Identity, name: String) {
        self.identity = identity
        self.name = name
    }

    package var declaration: DeclRef? {
        if case .declaration(let ref) = identity { return ref }
        return nil
    }

    /// True for a declaration of the SDK digest named `name` (`Array`, `Color`).
    package func isSDK(_ name: String) -> Bool {
        if case .declaration(let ref) = identity, ref.space == .sdk { return self.name == name }
        return false
    }

    /// Equality by identity: the printed name follows from it.
    package static func == (a: NominalRef, b: NominalRef) -> Bool { a.identity == b.identity }
    package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A generic parameter, by its declaration (a generic type, function, initialiser,
/// subscript or typealias) and name; `Self` of a protocol is `TypeRef.selfType`.
package struct GenericParameterRef: Hashable, Sendable {
    package var name: String
    /// The declaration whose generic parameter clause declares it.
    package var owner: DeclRef

    package init(name: String, owner: DeclRef) {
        self.name = name
        self.owner = owner
    }
}

/// An opaque result type (`some View`): the declaration whose result it is, what it is
/// known to conform to, and the generic arguments of the use (two calls of a generic
/// function on different types return different opaque types).
package struct OpaqueRef: Hashable, Sendable {
    package var owner: DeclRef
    /// The constraint as declared (`View`, `Collection<Int>`): protocols, resolved.
    package var constraints: [TypeRef]
    package var arguments: [TypeRef]

    package init(owner: DeclRef, constraints: [TypeRef], arguments: [TypeRef] = []) {
        self.owner = owner
        self.constraints = constraints
        self.arguments = arguments
    }
}

/// One parameter of a function type.
package struct FunctionParameter: Hashable, Sendable {
    package var type: TypeRef
    package var isInout = false
    package var isVariadic = false

    package init(_ type: TypeRef, isInout: Bool = false, isVariadic: Bool = false) {
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
    }
}

/// The type of a value, as the compiler gives it after type-checking: structured, with
/// sugar and typealiases resolved (`TimeInterval` is `Double`, `Void` is `()`), so two
/// `TypeRef`s are equal exactly when they are the same type. Implicitly unwrapped
/// optionals are optionals (`T!` declarations are marked on the declaration, as Swift
/// types them `T?`). `description` prints the type as `swiftc -dump-ast` does, with sugar
/// (`[Palette]`, `Palette?`, `[String : Int]`, `(Int, x: String)`, `some View`,
/// `Text.Type`, `any P`, `() async throws -> Int`).
package indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    /// A struct, class, enum, actor or protocol with its generic arguments; `parent` is the
    /// enclosing type when that is generic (`Published<Int>.Publisher`). `Array`,
    /// `Dictionary` and `Set` are nominal types too (printed with sugar).
    case nominal(NominalRef, arguments: [TypeRef], parent: TypeRef?)
    /// `T?` (also what `T!` declares).
    case optional(TypeRef)
    /// `(Int, x: String)`; `()` is the empty tuple (`Void`). Never one unlabelled element.
    case tuple([TupleElement])
    case function(FunctionTypeRef)
    /// `T.Type`; for an existential `any P.Type`.
    case metatype(TypeRef)
    case genericParameter(GenericParameterRef)
    /// An associated type of a generic parameter or of `Self` (`C.Element`,
    /// `Self.Index`) that no conformance fixes.
    case dependentMember(TypeRef, String)
    case opaque(OpaqueRef)
    /// `any P`, `any P & Q`; no members is `Any`. `AnyObject` is the nominal
    /// `AnyObject` inside.
    case existential([TypeRef])
    /// `Self` inside a protocol, its extensions, or a class's methods returning `Self`.
    case selfType

    package struct TupleElement: Hashable, Sendable {
        package var label: String?
        package var type: TypeRef
        package init(_ label: String?, _ type: TypeRef) {
            self.label = label
            self.type = type
        }
    }

    package struct FunctionTypeRef: Hashable, Sendable {
        package var parameters: [FunctionParameter]
        package var result: TypeRef
        package var isAsync = false
        package var isThrowing = false
        package init(_ parameters: [FunctionParameter], _ result: TypeRef, isAsync: Bool = false, isThrowing: Bool = false) {
            self.parameters = parameters
            self.result = result
            self.isAsync = isAsync
            self.isThrowing = isThrowing
        }
    }

    /// `()`.
    package static let void = TypeRef.tuple([])
    /// `Any`.
    package static let any = TypeRef.existential([])

    /// A nominal type without generic arguments or generic parent.
    package static func nominal(_ ref: NominalRef) -> TypeRef { .nominal(ref, arguments: [], parent: nil) }

    // MARK: Taking apart

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// `T` of `T?`; the type itself otherwise.
    package var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// `T` of `T?`, `T??`, ...; the type itself otherwise.
    package var fullyUnwrapped: TypeRef {
        var type = self
        while case .optional(let wrapped) = type { type = wrapped }
        return type
    }

    /// The nominal type's reference, if it is one.
    package var nominalRef: NominalRef? {
        if case .nominal(let ref, _, _) = self { return ref }
        return nil
    }

    /// Generic arguments of a nominal type.
    package var genericArguments: [TypeRef] {
        if case .nominal(_, let arguments, _) = self { return arguments }
        return []
    }

    /// What the type names in the terms the semantic model uses for declarations: a
    /// project type, or an outside type by name (`SemanticModel.TypeTarget`); nil for types
    /// without a name (tuples, functions, generic parameters, ...).
    package var target: SemanticModel.TypeTarget? {
        guard case .nominal(let ref, _, _) = self else { return nil }
        switch ref.identity {
        case .declaration(let decl) where decl.space == .project: return .project(decl.id)
        default: return .external(ref.name.split(separator: ".").last.map(String.init) ?? ref.name)
        }
    }

    /// Whether the type mentions a generic parameter, `Self` or an associated type of one
    /// (a member's declared type before substitution).
    package var hasTypeParameters: Bool {
        switch self {
        case .genericParameter, .selfType, .dependentMember: return true
        case .nominal(_, let arguments, let parent): return arguments.contains { $0.hasTypeParameters } || (parent?.hasTypeParameters ?? false)
        case .optional(let wrapped), .metatype(let wrapped): return wrapped.hasTypeParameters
        case .tuple(let elements): return elements.contains { $0.type.hasTypeParameters }
        case .function(let function): return function.result.hasTypeParameters || function.parameters.contains { $0.type.hasTypeParameters }
        case .opaque(let opaque): return opaque.arguments.contains { $0.hasTypeParameters }
        case .existential(let members): return members.contains { $0.hasTypeParameters }
        }
    }

    /// Whether some part is a concrete type (a nominal type, tuple, function...), not only
    /// generic parameters.
    package var hasConcreteParts: Bool {
        switch self {
        case .genericParameter, .selfType, .dependentMember: return false
        default: return true
        }
    }

    /// Replaces generic parameters, `Self` and associated types by `transform`'s answers
    /// (nil keeps a part as it is), bottom-up.
    package func substituting(_ transform: (TypeRef) -> TypeRef?) -> TypeRef {
        if let replaced = transform(self) { return replaced }
        switch self {
        case .nominal(let ref, let arguments, let parent):
            return .nominal(ref, arguments: arguments.map { $0.substituting(transform) }, parent: parent?.substituting(transform))
        case .optional(let wrapped):
            return .optional(wrapped.substituting(transform))
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement($0.label, $0.type.substituting(transform)) })
        case .function(var function):
            function.parameters = function.parameters.map { FunctionParameter($0.type.substituting(transform), isInout: $0.isInout, isVariadic: $0.isVariadic) }
            function.result = function.result.substituting(transform)
            return .function(function)
        case .metatype(let instance):
            return .metatype(instance.substituting(transform))
        case .dependentMember(let base, let name):
            return .dependentMember(base.substituting(transform), name)
        case .opaque(var opaque):
            opaque.arguments = opaque.arguments.map { $0.substituting(transform) }
            return .opaque(opaque)
        case .existential(let members):
            return .existential(members.map { $0.substituting(transform) })
        case .genericParameter, .selfType:
            return self
        }
    }

    // MARK: Printing

    /// As `swiftc -dump-ast` prints it.
    package var description: String { print(topLevel: true) }

    func print(topLevel: Bool = false) -> String {
        switch self {
        case .nominal(let ref, let arguments, let parent):
            if ref.isSDK("Array"), arguments.count == 1, parent == nil { return "[\(arguments[0].print())]" }
            if ref.isSDK("Dictionary"), arguments.count == 2, parent == nil { return "[\(arguments[0].print()) : \(arguments[1].print())]" }
            var text: String
            if let parent {
                // `Published<Int>.Publisher`: the parent as written, then the last component.
                text = parent.printedAsParent() + "." + (ref.name.split(separator: ".").last.map(String.init) ?? ref.name)
            } else {
                text = ref.name
            }
            if !arguments.isEmpty { text += "<" + arguments.map { $0.print() }.joined(separator: ", ") + ">" }
            return text
        case .optional(let wrapped):
            return wrapped.printedAsPostfixOperand() + "?"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.print() }.joined(separator: ", ") + ")"
        case .function(let function):
            let parameters = function.parameters.map { parameter -> String in
                (parameter.isInout ? "inout " : "") + parameter.type.print() + (parameter.isVariadic ? "..." : "")
            }
            var text = "(" + parameters.joined(separator: ", ") + ")"
            if function.isAsync { text += " async" }
            if function.isThrowing { text += " throws" }
            return text + " -> " + function.result.print()
        case .metatype(let instance):
            if case .existential(let members) = instance {
                // The existential metatype: `any P.Type` (`any Any.Type` for `Any`).
                return "any " + (members.isEmpty ? "Any" : members.map { $0.print() }.joined(separator: " & ")) + ".Type"
            }
            return instance.printedAsPostfixOperand() + ".Type"
        case .genericParameter(let parameter):
            return parameter.name
        case .dependentMember(let base, let name):
            return base.printedAsPostfixOperand() + "." + name
        case .opaque(let opaque):
            return "some " + (opaque.constraints.isEmpty ? "Any" : opaque.constraints.map { $0.print() }.joined(separator: " & "))
        case .existential(let members):
            if members.isEmpty { return "Any" }
            if members.count == 1, members[0].nominalRef?.name == "AnyObject" { return "AnyObject" }
            return "any " + members.map { $0.print() }.joined(separator: " & ")
        case .selfType:
            return "Self"
        }
    }

    /// An operand of `?`, `.Type`, `.Member`: parenthesised when it is a function,
    /// existential or opaque type.
    func printedAsPostfixOperand() -> String {
        switch self {
        case .function, .opaque:
            return "(" + print() + ")"
        case .metatype(.existential):
            return "(" + print() + ")"
        case .genericParameter(let g) where g.name.hasPrefix("some "):
            return "(" + print() + ")"
        case .existential(let members) where !(members.isEmpty || (members.count == 1 && members[0].nominalRef?.name == "AnyObject")):
            return "(" + print() + ")"
        default:
            return print()
        }
    }

    /// The parent of a nested type: sugar is not used there (`Dictionary<String, Int>.Keys`).
    func printedAsParent() -> String {
        if case .nominal(let ref, let arguments, let parent) = self {
            var text = parent.map { $0.printedAsParent() + "." + (ref.name.split(separator: ".").last.map(String.init) ?? ref.name) } ?? ref.name
            if !arguments.isEmpty { text += "<" + arguments.map { $0.print() }.joined(separator: ", ") + ">" }
            return text
        }
        return printedAsPostfixOperand()
    }
}
