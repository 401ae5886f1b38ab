import SwiftCST

/// What a `Package.swift` says about modules, read from its syntax tree (a manifest is never
/// run): the package's targets with their folders and dependencies, its library products,
/// and the local packages it depends on.
struct PackageManifest {
    struct Target {
        var name: String
        /// `target`, `executableTarget`, `testTarget`, `macro` or `plugin`.
        var kind: String
        /// `path:` as written (relative to the package), nil for the default folder.
        var path: String?
        var exclude: [String]
        /// `sources:` as written (relative to the target's folder); nil means everything.
        var sources: [String]?
        /// Targets of the same package (`"X"`, `.target(name: "X")`, `.byName(name: "X")`
        /// when the package has such a target).
        var targetDependencies: [String]
        /// Products of other packages, or names no target of this package has.
        var productDependencies: [String]
        /// What its `swiftSettings:` say (language mode, default isolation, upcoming features).
        var swiftSettings = SwiftSettings()
        var isTest: Bool { kind == "testTarget" }
    }

    /// The Swift settings of a target: `.swiftLanguageMode(.v6)` (or `.swiftLanguageVersion`),
    /// `.defaultIsolation(MainActor.self)`, `.enableUpcomingFeature("X")`, and the same as
    /// `.unsafeFlags([...])`.
    struct SwiftSettings {
        var languageMode: Version?
        var defaultIsolation: DefaultIsolation?
        var upcomingFeatures: [String] = []

        /// Later settings override earlier ones; features add up.
        mutating func add(_ other: SwiftSettings) {
            if let mode = other.languageMode { languageMode = mode }
            if let isolation = other.defaultIsolation { defaultIsolation = isolation }
            for feature in other.upcomingFeatures where !upcomingFeatures.contains(feature) { upcomingFeatures.append(feature) }
        }
    }

    var name: String?
    var targets: [Target] = []
    /// Library products: name → target names.
    var products: [String: [String]] = [:]
    /// Folders of `.package(path:)` dependencies, as written (relative to the package).
    var localDependencies: [String] = []
    /// True when the manifest builds its targets in a way this reader cannot follow (no
    /// target call with a literal name at all, yet a `targets:` argument).
    var isDynamic = false
    /// `// swift-tools-version:5.9` on the first line.
    var toolsVersion: Version?
    /// `swiftLanguageModes:` (or `swiftLanguageVersions:`) of the package.
    var languageModes: [Version] = []
    /// `platforms:` of the package.
    var platforms: [Platform: Version] = [:]
    /// `platforms:` is there but not all of it could be read (a variable, a computed version).
    var platformsUnreadable = false
    /// Swift settings every target gets from code outside the target calls
    /// (`for target in package.targets { target.swiftSettings = [...] }`).
    var packageWideSwiftSettings = SwiftSettings()

    /// The language mode SwiftPM builds a target in: the target's `.swiftLanguageMode`, else
    /// the highest of the package's `swiftLanguageModes`, else the tools version's (6 from
    /// tools version 6.0, else 5, 4 below 5).
    func languageMode(of target: Target) -> (mode: Version, source: String)? {
        if let mode = target.swiftSettings.languageMode { return (mode, "target \(target.name)") }
        if let mode = packageWideSwiftSettings.languageMode { return (mode, "") }
        if let mode = languageModes.filter({ $0 <= Version(6) }).max() { return (mode, "") }
        guard let tools = toolsVersion, let major = tools.parts.first else { return nil }
        return (Version(major >= 6 ? 6 : major >= 5 ? 5 : 4), "swift-tools-version \(tools)")
    }

    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    init(bytes: [UInt8]) {
        let tree = SyntaxTree.parse(bytes)
        let calls = ManifestCalls(tree: tree, constants: PackageManifest.constants(tree))
        var targets: [Target] = []
        var sawTargetsArgument = false
        for node in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let call = FunctionCallView(node), let member = calls.memberName(call) else { continue }
            let args = calls.arguments(call)
            switch member {
            case "Package":
                if let value = args["name"] { name = PackageManifest.literal(value, tree) }
                if args["targets"] != nil { sawTargetsArgument = true }
                if let modes = args["swiftLanguageModes"] ?? args["swiftLanguageVersions"] {
                    languageModes = PackageManifest.versionCases(modes, tree, calls.constants)
                }
            case _ where PackageManifest.targetKinds.contains(member):
                if let target = calls.target(node, call, kind: member, args) { targets.append(target) }
            case "library":
                if let nameNode = args["name"], let productName = PackageManifest.literal(nameNode, tree) {
                    products[productName] = calls.strings(args["targets"])
                }
            case "package":
                if let path = args["path"].flatMap({ PackageManifest.literal($0, tree) }) { localDependencies.append(path) }
            default:
                break
            }
        }
        // A bare name that is not a target of this package is a product.
        let targetNames = Set(targets.map(\.name))
        for i in targets.indices {
            let names = targets[i].targetDependencies
            targets[i].targetDependencies = names.filter { targetNames.contains($0) }
            targets[i].productDependencies += names.filter { !targetNames.contains($0) }
        }
        self.packageWideSwiftSettings = PackageManifest.packageWideSwiftSettings(tree, calls.constants)
        let argument = DeploymentTarget.platformsArgument(in: tree)
        self.platforms = argument.versions
        self.platformsUnreadable = argument.present && !argument.readable
        self.toolsVersion = PackageManifest.toolsVersion(bytes)
        self.targets = targets
        self.isDynamic = targets.isEmpty && sawTargetsArgument
    }

    /// Top-level `let x = [...]` values, so `dependencies: shared` can be followed.
    private static func constants(_ tree: SyntaxTree) -> [String: Node] {
        var constants: [String: Node] = [:]
        for node in tree.root.childNodes {
            var declaration = node
            if node.kind == .expressionStmt, let inner = node.firstChildNode { declaration = inner }
            guard declaration.kind == .variableDecl else { continue }
            for binding in declaration.children(.patternBinding) {
                if let pattern = binding.childNodes.first, pattern.kind == .identifierPattern,
                   let value = binding.child(.initializerClause)?.childNodes.first {
                    constants[tree.text(of: pattern)] = value
                }
            }
        }
        return constants
    }

    /// Swift settings given to every target outside the target calls:
    /// `for target in package.targets { target.swiftSettings = ... }`.
    private static func packageWideSwiftSettings(_ tree: SyntaxTree, _ constants: [String: Node]) -> SwiftSettings {
        var packageWide = SwiftSettings()
        for statement in tree.root.childNodes where statement.kind != .importDecl {
            var assigns = false
            statement.walk { node in
                if !assigns, let member = MemberAccessView(node), let token = member.name, tree.text(of: token) == "swiftSettings" { assigns = true }
                return !assigns
            }
            let isDeclaration = statement.kind == .variableDecl || statement.firstChildNode?.kind == .variableDecl
            if assigns && !isDeclaration {
                packageWide.add(PackageManifest.swiftSettings(in: statement, tree, constants))
            }
        }
        return packageWide
    }

    /// Whether a file named `Package.swift` is a manifest: it mentions PackageDescription (which
    /// every manifest imports) or declares `let package = Package(`.
    static func isManifest(_ bytes: [UInt8]) -> Bool {
        func contains(_ needle: String) -> Bool {
            let pattern = Array(needle.utf8)
            guard bytes.count >= pattern.count else { return false }
            return (0...(bytes.count - pattern.count)).contains { i in bytes[i] == pattern[0] && Array(bytes[i..<(i + pattern.count)]) == pattern }
        }
        return contains("PackageDescription") || contains("= Package(")
    }

    /// `// swift-tools-version:5.9` (also `: 6.0`, `;(...)` after it), from the first line.
    static func toolsVersion(_ bytes: [UInt8]) -> Version? {
        let firstLine = String(decoding: bytes.prefix(200).prefix { $0 != 10 && $0 != 13 }, as: UTF8.self)
        guard let range = firstLine.range(of: "swift-tools-version:", options: .caseInsensitive) else { return nil }
        let rest = firstLine[range.upperBound...].drop { $0 == " " }
        return Version(parsing: String(rest.prefix { $0.isNumber || $0 == "." }))
    }

    /// `[.v5, .v6]`, `[.version("6")]`, `[.v4_2]` as versions.
    static func versionCases(_ node: Node, _ tree: SyntaxTree, _ constants: [String: Node]) -> [Version] {
        var result: [Version] = []
        node.walk { n in
            if n.kind == .stringLiteralExpr {
                if let text = literal(n, tree), let version = Version(parsing: text) { result.append(version) }
                return false
            }
            if let member = MemberAccessView(n), member.base == nil, let token = member.name {
                let text = tree.text(of: token)
                if text.hasPrefix("v"), let version = Version(parsing: text) { result.append(version) }
                return false
            }
            if n.kind == .declReferenceExpr, let value = constants[tree.text(of: n)] {
                result += versionCases(value, tree, [:])
                return false
            }
            return true
        }
        return result
    }

    /// The Swift settings named in an expression (a `swiftSettings:` list, a constant it
    /// names, a statement that assigns them): `.swiftLanguageMode(.v6)`,
    /// `.swiftLanguageVersion(.v5)`, `.defaultIsolation(MainActor.self)`,
    /// `.enableUpcomingFeature("X")`, `.unsafeFlags(["-swift-version", "6", ...])`. A setting
    /// with `.when(configuration: .debug)` is left out (the release build is read), and one
    /// `.when(platforms:)` only applies when an Apple platform is listed.
    static func swiftSettings(in node: Node, _ tree: SyntaxTree, _ constants: [String: Node], depth: Int = 0) -> SwiftSettings {
        var settings = SwiftSettings()
        guard depth < 4 else { return settings }
        node.walk { n in
            // A constant holding settings (`let shared: [SwiftSetting] = [...]`); not the
            // package itself (`for target in package.targets`).
            if n.kind == .declReferenceExpr, let value = constants[tree.text(of: n)], value.kind != .functionCallExpr {
                settings.add(swiftSettings(in: value, tree, constants, depth: depth + 1))
                return false
            }
            guard let call = FunctionCallView(n), let callee = call.calledExpression, let member = MemberAccessView(callee),
                  let token = member.name else { return true }
            let kind = tree.text(of: token)
            guard ["swiftLanguageMode", "swiftLanguageVersion", "defaultIsolation", "enableUpcomingFeature", "unsafeFlags"].contains(kind) else {
                return true
            }
            if let condition = call.arguments.dropFirst().first?.expression {
                let text = tree.text(of: condition)
                if text.contains("configuration:") && text.contains(".debug") { return false }
                if text.contains("platforms:") && !["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"].contains(where: { text.contains("." + $0) }) {
                    return false
                }
            }
            guard let argument = call.arguments.first?.expression else { return false }
            let text = tree.collapsedText(of: argument)
            switch kind {
            case "swiftLanguageMode", "swiftLanguageVersion":
                if let version = versionCases(argument, tree, constants).first { settings.languageMode = TargetSettings.languageMode(version.description) }
            case "defaultIsolation":
                if let isolation = TargetSettings.isolation(text) { settings.defaultIsolation = isolation }
            case "enableUpcomingFeature":
                if let feature = literal(argument, tree), !settings.upcomingFeatures.contains(feature) { settings.upcomingFeatures.append(feature) }
            default:
                // unsafeFlags: the flags as a command line.
                var words: [String] = []
                argument.walk { w in
                    if w.kind == .stringLiteralExpr { if let s = literal(w, tree) { words.append(s) }; return false }
                    return true
                }
                for (i, word) in words.enumerated() where i + 1 < words.count {
                    if word == "-swift-version", let mode = TargetSettings.languageMode(words[i + 1]) { settings.languageMode = mode }
                    if word == "-default-isolation", let isolation = TargetSettings.isolation(words[i + 1]) { settings.defaultIsolation = isolation }
                }
                for feature in TargetSettings.upcomingFeatures(inFlags: words.joined(separator: " ")) where !settings.upcomingFeatures.contains(feature) {
                    settings.upcomingFeatures.append(feature)
                }
            }
            return false
        }
        return settings
    }

    /// Dependencies in a `dependencies:` list: bare strings and `.target`/`.byName` are
    /// names (sorted out later), `.product(name:)` a product.
    fileprivate static func collectDependencies(_ node: Node, _ tree: SyntaxTree, _ constants: [String: Node], into names: inout [String],
                                     products: inout [String], depth: Int = 0) {
        guard depth < 4 else { return }
        var pending: [(Node, Int)] = []
        node.walk { n in
            switch n.kind {
            case .stringLiteralExpr:
                if let s = PackageManifest.literal(n, tree) { names.append(s) }
                return false
            case .functionCallExpr:
                guard let call = FunctionCallView(n), let callee = call.calledExpression,
                      let token = MemberAccessView(callee)?.name else { return true }
                let kind = tree.text(of: token)
                let nameArgument = call.arguments.first { $0.label.map { tree.text(of: $0) } == "name" }?.expression
                guard let value = nameArgument.flatMap({ PackageManifest.literal($0, tree) }) else { return false }
                if kind == "product" { products.append(value) } else { names.append(value) }
                return false
            case .declReferenceExpr:
                if let value = constants[tree.text(of: n)] { pending.append((value, depth + 1)) }
                return false
            default:
                return true
            }
        }
        for (value, nextDepth) in pending {
            collectDependencies(value, tree, constants, into: &names, products: &products, depth: nextDepth)
        }
    }

    /// Whether a call sits in a `dependencies:` argument (where `.target(name:)` names a
    /// dependency).
    static func isInsideDependencies(_ node: Node, _ tree: SyntaxTree) -> Bool {
        for ancestor in node.ancestors where ancestor.kind == .labeledExpr {
            if let label = ArgumentView(ancestor).label, tree.text(of: label) == "dependencies" { return true }
        }
        return false
    }

    /// The value of a string literal without interpolation, or nil.
    static func literal(_ node: Node, _ tree: SyntaxTree) -> String? {
        guard node.kind == .stringLiteralExpr, node.child(.expressionSegment) == nil else { return nil }
        let segments = node.children(.stringSegment)
        if segments.isEmpty { return "" }
        return segments.map { tree.text(of: $0) }.joined()
    }
}

/// The calls of a manifest read with its top-level constants followed.
private struct ManifestCalls {
    let tree: SyntaxTree
    let constants: [String: Node]

    /// The labelled arguments of a call (the first of each label).
    func arguments(_ call: FunctionCallView) -> [String: Node] {
        var result: [String: Node] = [:]
        for argument in call.arguments {
            if let label = argument.label, let expression = argument.expression, result[tree.text(of: label)] == nil {
                result[tree.text(of: label)] = expression
            }
        }
        return result
    }

    /// The string literals in a value, following constants (at most 4 deep).
    func strings(_ node: Node?, depth: Int = 0) -> [String] {
        guard let node, depth < 4 else { return [] }
        var result: [String] = []
        node.walk { n in
            if n.kind == .stringLiteralExpr {
                if let s = PackageManifest.literal(n, tree) { result.append(s) }
                return false
            }
            if n.kind == .declReferenceExpr, let value = constants[tree.text(of: n)] {
                result += strings(value, depth: depth + 1)
            }
            return true
        }
        return result
    }

    /// The name a call calls: `.target` or `Package`.
    func memberName(_ call: FunctionCallView) -> String? {
        guard let callee = call.calledExpression else { return nil }
        if let member = MemberAccessView(callee), let token = member.name { return tree.text(of: token) }
        if callee.kind == .declReferenceExpr { return tree.text(of: callee) }
        return nil
    }

    /// A target call (`.target`, `.testTarget`, …); nil for one inside a dependencies list
    /// (a dependency, not a target) or without a literal name.
    func target(_ node: Node, _ call: FunctionCallView, kind: String, _ args: [String: Node]) -> PackageManifest.Target? {
        guard let nameNode = args["name"], let targetName = PackageManifest.literal(nameNode, tree),
              args["dependencies"] != nil || args["path"] != nil || call.arguments.count >= 1 else { return nil }
        if PackageManifest.isInsideDependencies(node, tree) { return nil }
        var dependencies: [String] = []
        var productDependencies: [String] = []
        if let list = args["dependencies"] {
            PackageManifest.collectDependencies(list, tree, constants, into: &dependencies, products: &productDependencies)
        }
        var target = PackageManifest.Target(name: targetName, kind: kind, path: args["path"].flatMap { PackageManifest.literal($0, tree) },
                                            exclude: strings(args["exclude"]), sources: args["sources"].map { strings($0) },
                                            targetDependencies: dependencies, productDependencies: productDependencies)
        if let settings = args["swiftSettings"] { target.swiftSettings = PackageManifest.swiftSettings(in: settings, tree, constants) }
        return target
    }
}
