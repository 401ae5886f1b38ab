import Foundation
import MigratorSemantics
import SwiftCST

/// `swiftui-migrate types`: developer commands of the expression type layer (left out of
/// `--help`, like `fuzz`).
///
///     swiftui-migrate types digest --list FILE --stub DIR [--interface MODULE=PATH]...
///         prints the bundled SDK digest (`SDKDigest+Text.swift`): the interfaces reduced to
///         the names FILE selects per module, and the stub's modules whole
///         (`.ci/generate-sdk-digest` runs it)
///     swiftui-migrate types digest-info [--sdk PATH IMPORT...]
///         the bundled digest's size, load time and syntax errors (or those of the digest
///         read from an SDK for a project importing IMPORT...)
///     swiftui-migrate types audit --dump FILE [--title T] [--list N] [--context DIR]... [--platform ios|linux] [--sdk PATH] PATH...
///         compares the type layer with `swiftc -dump-ast` output (FILE, `-` for stdin is not
///         supported: dumps are large) for the Swift files under PATH (given to swiftc the
///         same way): expressions, answer rate, agreement, disagreements and the shapes left
///         unanswered (`.ci/type-audit` runs it on a package's modules)
///     swiftui-migrate types survey [--list N] [--min-ios V] PATH...
///         on an app (no compiler needed): the expressions passes ask about (foregroundColor
///         arguments, objectWillChange receivers, ForEach data, alert titles), how many the
///         layer types, and the commonest reasons the rest stay unknown, with an example each
enum TypesCommand {
    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        guard let sub = arguments.first else { throw UsageError("error: 'types' needs a subcommand: digest") }
        let rest = Array(arguments.dropFirst())
        switch sub {
        case "digest": return try digest(rest, console: console)
        case "digest-info": return try digestInfo(rest, console: console)
        case "audit": return try audit(rest, console: console)
        case "query": return try query(rest, console: console)
        case "survey": return try survey(rest, console: console)
        default: throw UsageError("error: unknown 'types' subcommand '\(sub)' (digest, digest-info, audit, query, survey)")
        }
    }

    /// The bundled digest's size, load time, declarations and syntax errors (there should be
    /// none).
    static func digestInfo(_ arguments: [String], console: Console) throws -> Int32 {
        // `--sdk PATH [IMPORT...]`: the digest read from an SDK for those imports instead.
        var digest = SDKDigest.shared
        if arguments.first == "--sdk", arguments.count >= 2 {
            try SDKSetup.check(option: arguments[1], currentDirectory: FileManager.default.currentDirectoryPath)
            let loaded = SDKSetup.load(option: arguments[1], environment: ProcessInfo.processInfo.environment, platforms: [.iOS],
                                       imports: Set(arguments.dropFirst(2).filter { $0 != "--modules" }), currentDirectory: FileManager.default.currentDirectoryPath)
            for note in loaded.notes { console.err(note + "\n") }
            digest = loaded.digest ?? digest
        }
        var errors = 0
        for file in digest.model.files {
            for diagnostic in file.tree.diagnostics {
                errors += 1
                if errors <= 20 {
                    let (line, column) = file.tree.location(of: diagnostic.offset)
                    console.err("\(file.path):\(line):\(column): error: \(diagnostic.message)\n")
                }
            }
        }
        if arguments.contains("--modules") {
            for (i, file) in digest.model.files.enumerated() { console.out("\(digest.moduleNames[i]): \(file.tree.bytes.count) bytes\n") }
        }
        console.out("SDK digest: \(digest.byteCount) bytes, \(Set(digest.moduleNames).count) modules, \(digest.model.declarations.count) declarations, "
                    + "loaded in \(String(format: "%.1f", digest.loadSeconds * 1000)) ms (parsing \(String(format: "%.1f", digest.parseSeconds * 1000)) ms), \(errors) syntax errors\n")
        return errors == 0 ? 0 : 1
    }

    /// `types query FILE LINE [PATH...]`: the type of every expression starting on a line
    /// of FILE (the other paths join the model), with why where unknown.
    static func query(_ arguments: [String], console: Console) throws -> Int32 {
        guard arguments.count >= 2, let line = Int(arguments[1]) else { throw UsageError("error: 'types query' needs FILE LINE [PATH...] [--sdk PATH]") }
        var sources: [SourceFile] = []
        var arguments = arguments
        var sdkPath: String?
        if let flag = arguments.firstIndex(of: "--sdk"), flag + 1 < arguments.count {
            sdkPath = arguments[flag + 1]
            arguments.removeSubrange(flag...(flag + 1))
        }
        for path in [arguments[0]] + arguments.dropFirst(2) {
            guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("error: cannot read \(path)") }
            sources.append(SourceFile(path: path, tree: SyntaxTree.parse([UInt8](data))))
        }
        try SDKSetup.check(option: sdkPath, currentDirectory: FileManager.default.currentDirectoryPath)
        let sdk = sdkPath.map { SDKSetup.load(option: $0, environment: ProcessInfo.processInfo.environment, platforms: [.iOS],
                                               imports: SDKSetup.imports(ofTexts: sources.map(\.tree.bytes)),
                                               currentDirectory: FileManager.default.currentDirectoryPath) }
        let types = ExpressionTypes(model: SemanticModel(files: sources), sdk: sdk?.digest ?? .shared)
        let file = sources[0]
        for node in file.tree.nodes(ofKind: [.memberAccessExpr, .functionCallExpr, .declReferenceExpr, .subscriptCallExpr, .closureExpr, .sequenceExpr, .keyPathExpr]) {
            let location = file.tree.location(of: file.tree.startOffset(of: node))
            guard location.line == line else { continue }
            let type = types.type(of: node, in: file)
            var text = file.tree.collapsedText(of: node)
            if text.count > 70 { text = String(text.prefix(67)) + "..." }
            console.out("\(location.line):\(location.column) \(node.kind) `\(text)`: \(type.map(\.description) ?? "nil (" + types.unknownShape(of: node, in: file) + ")")\n")
        }
        return 0
    }

    /// Whether a node is part of a pattern that binds names (`case let .done(value)`,
    /// `case .done(let value)`): a pattern, which the compiler does not type as an expression.
    static func isInBindingPattern(_ node: Node) -> Bool {
        var current = node.parent
        while let n = current, ![.codeBlock, .closureExpr, .memberBlock, .sourceFile].contains(n.kind) {
            if n.kind == .valueBindingPattern { return true }
            if n.kind == .expressionPattern {
                var binds = false
                n.walk { inner in
                    if inner.kind == .valueBindingPattern { binds = true }
                    return !binds
                }
                if binds { return true }
            }
            current = n.parent
        }
        return false
    }

    /// `types survey [--list N] PATH...`: the expressions passes ask the layer about, on
    /// code that need not build here. The files are modelled as `check` models them (modules
    /// from the manifests and Xcode projects found), `#if` read for iOS.
    static func survey(_ arguments: [String], console: Console) throws -> Int32 {
        var paths: [String] = []
        var listing = 6
        var target: Version?
        var sdkPath: String?
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--min-ios":
                guard i + 1 < arguments.count, let version = Version(parsing: arguments[i + 1]) else { throw UsageError("error: --min-ios needs a version") }
                target = version
                i += 1
            case "--list":
                guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), n >= 0 else { throw UsageError("error: --list needs a number") }
                listing = n
                i += 1
            case "--sdk":
                guard i + 1 < arguments.count else { throw UsageError("error: --sdk needs a path") }
                sdkPath = arguments[i + 1]
                i += 1
            case let option where option.hasPrefix("-"): throw UsageError("error: unknown option '\(option)' for 'types survey'")
            default: paths.append(arguments[i])
            }
            i += 1
        }
        guard !paths.isEmpty else { throw UsageError("error: 'types survey' needs the paths to survey") }
        let base = FileManager.default.currentDirectoryPath
        let started = Date()
        let found = try SourceFiles.discover(paths, excluding: [], base: base)
        let graph = ModuleGraph.discover(files: found.map { ModuleGraph.File(path: $0.display, absolutePath: $0.absolute) },
                                         roots: paths.map { SourceFiles.absolute($0, base: base) })
        var sources: [SourceFile] = []
        for file in found {
            guard let data = FileManager.default.contents(atPath: file.absolute) else { throw UsageError("error: cannot read \(file.display)") }
            sources.append(SourceFile(path: file.display, tree: SyntaxTree.parse([UInt8](data))))
        }
        let model = SemanticModel(files: sources, graph: graph, jobs: Workers.coreCount)
        try SDKSetup.check(option: sdkPath, currentDirectory: base)
        let sdk = sdkPath.map { SDKSetup.load(option: $0, environment: ProcessInfo.processInfo.environment, platforms: [.iOS],
                                               imports: SDKSetup.imports(ofTexts: sources.map(\.tree.bytes)), currentDirectory: base) }
        for note in sdk?.notes ?? [] { console.err(note + "\n") }
        let types = ExpressionTypes(model: model, sdk: sdk?.digest ?? .shared, iOSDeploymentTarget: target)
        let modelled = Date()
        let kinds = ["foregroundColor argument", "objectWillChange receiver", "ForEach data", "alert title",
                     "every member access, call, name and subscript"]
        struct Tally { var sites = 0; var known = 0; var reasons: [String: (count: Int, example: String)] = [:] }
        var tallies = [Tally](repeating: Tally(), count: kinds.count)
        for file in sources {
            let tree = file.tree
            var asked: [(kind: Int, node: Node)] = []
            if tree.diagnostics.isEmpty {
                for node in tree.nodes(ofKind: [.functionCallExpr, .memberAccessExpr, .declReferenceExpr, .subscriptCallExpr]) {
                    // A name that is a call's callee or a member access's member is part of that.
                    if let parent = node.parent, parent.kind == .memberAccessExpr || (parent.kind == .functionCallExpr && parent.firstChildNode == node) { continue }
                    // `#if os(iOS)`: a compilation condition, not an expression.
                    var outer = node.parent
                    while let n = outer, [.sequenceExpr, .prefixOperatorExpr, .tupleExpr, .labeledExpr, .labeledExprList, .binaryOperatorExpr].contains(n.kind) { outer = n.parent }
                    if outer?.kind == .ifConfigClause { continue }
                    if isInBindingPattern(node) { continue }
                    asked.append((4, node))
                }
            }
            for node in tree.nodes(ofKind: [.functionCallExpr, .memberAccessExpr]) {
                if node.kind == .memberAccessExpr {
                    if let view = MemberAccessView(node), let name = view.name, tree.text(of: name) == "objectWillChange",
                       let receiver = view.base, receiver.kind != .typeExpr {
                        asked.append((1, receiver))
                    }
                    continue
                }
                guard let call = FunctionCallView(node), let callee = call.calledExpression else { continue }
                let arguments = call.arguments
                var calleeName = ""
                if let member = MemberAccessView(callee), let name = member.name { calleeName = "." + tree.text(of: name) }
                else if callee.kind == .declReferenceExpr { calleeName = tree.text(of: callee) }
                else if callee.kind == .genericSpecializationExpr, let first = callee.firstChildNode { calleeName = tree.text(of: first) }
                let first = arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
                switch calleeName {
                case ".foregroundColor": if let first { asked.append((0, first)) }
                case "ForEach": if let first { asked.append((2, first)) }
                case ".alert": if let first { asked.append((3, first)) }
                case "Alert":
                    if let title = arguments.first(where: { $0.label.map { tree.text(of: $0) } == "title" })?.expression { asked.append((3, title)) }
                default: break
                }
            }
            for (kind, node) in asked {
                tallies[kind].sites += 1
                if types.type(of: node, in: file) != nil {
                    tallies[kind].known += 1
                    continue
                }
                let reason = types.unknownShape(of: node, in: file)
                let part = types.describeUnknownPart(of: node, in: file)
                let location = tree.location(of: tree.startOffset(of: node))
                let example = "\(file.path):\(location.line):\(location.column) `\(part?.text ?? tree.collapsedText(of: node))`"
                tallies[kind].reasons[reason, default: (0, example)].count += 1
            }
        }
        var out = ""
        for (k, tally) in tallies.enumerated() {
            let share = tally.sites == 0 ? "-" : String(format: "%.1f%%", Double(tally.known) / Double(tally.sites) * 100)
            out += "\(kinds[k]): \(tally.known)/\(tally.sites) known (\(share))\n"
            for (reason, entry) in tally.reasons.sorted(by: { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }).prefix(listing) {
                out += "  \(entry.count)\t\(reason)\t(e.g. \(entry.example))\n"
            }
        }
        console.out(out)
        console.err(String(format: "%d files modelled in %.1f s, surveyed in %.1f s\n", sources.count, modelled.timeIntervalSince(started), Date().timeIntervalSince(modelled)))
        return 0
    }

    static func audit(_ arguments: [String], console: Console) throws -> Int32 {
        var dumpPath: String?
        var title = "types audit"
        var moduleName: String?
        var listing = 40
        var examples = 1
        var paths: [String] = []
        var context: [String] = []
        var conditions = CompilationConditions.iOS
        var sdkPath: String?
        var i = 0
        func value() throws -> String {
            guard i + 1 < arguments.count else { throw UsageError("error: \(arguments[i]) needs a value") }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--dump": dumpPath = try value()
            case "--title": title = try value()
            case "--module": moduleName = try value()
            case "--context": context.append(try value())
            case "--sdk": sdkPath = try value()
            case "--platform":
                switch try value() {
                case "ios": conditions = .iOS
                case "linux": conditions = .linux
                default: throw UsageError("error: --platform takes ios or linux")
                }
            case "--examples":
                guard let n = Int(try value()), n >= 1 else { throw UsageError("error: --examples needs a number") }
                examples = n
            case "--list":
                guard let n = Int(try value()), n >= 0 else { throw UsageError("error: --list needs a number") }
                listing = n
            case let option where option.hasPrefix("-"): throw UsageError("error: unknown option '\(option)' for 'types audit'")
            default: paths.append(arguments[i])
            }
            i += 1
        }
        guard let dumpPath, !paths.isEmpty else { throw UsageError("error: 'types audit' needs --dump FILE and the Swift files") }
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw UsageError("error: \(path): no such file") }
            if isDirectory.boolValue {
                let enumerator = FileManager.default.enumerator(atPath: path)
                while let next = enumerator?.nextObject() as? String {
                    if next.hasSuffix(".swift") { files.append(path + "/" + next) }
                }
            } else {
                files.append(path)
            }
        }
        files.sort()
        var contextFiles: [String] = []
        for path in context {
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let next = enumerator?.nextObject() as? String {
                if next.hasSuffix(".swift") { contextFiles.append(path + "/" + next) }
            }
        }
        let started = Date()
        let dump: CompilerDump
        do { dump = try CompilerDump.read(path: dumpPath) } catch { throw UsageError("error: \(error)") }
        let read = Date()
        var sources: [SourceFile] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("error: cannot read \(path)") }
            sources.append(SourceFile(path: path, tree: SyntaxTree.parse([UInt8](data))))
        }
        // Dependencies' files (`--context DIR`) join the model, as one module with the rest.
        var all = sources
        for path in contextFiles.sorted() {
            guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("error: cannot read \(path)") }
            all.append(SourceFile(path: path, tree: SyntaxTree.parse([UInt8](data))))
        }
        // `--module NAME`: the files are that module (its own types may be written `NAME.T`).
        let model = SemanticModel(files: all, graph: moduleName.map { ModuleGraph.single(all.map(\.path), name: $0) }, jobs: Workers.coreCount)
        try SDKSetup.check(option: sdkPath, currentDirectory: FileManager.default.currentDirectoryPath)
        let sdk = sdkPath.map { SDKSetup.load(option: $0, environment: ProcessInfo.processInfo.environment, platforms: [.iOS],
                                               imports: SDKSetup.imports(ofTexts: all.map(\.tree.bytes)),
                                               currentDirectory: FileManager.default.currentDirectoryPath) }
        for note in sdk?.notes ?? [] { console.err(note + "\n") }
        let types = ExpressionTypes(model: model, sdk: sdk?.digest ?? .shared, conditions: conditions)
        // The dump names files as swiftc was given them; match by path, else by the end.
        let dumped = dump.files
        func dumpName(_ file: SourceFile) -> String {
            if dumped.contains(file.path) { return file.path }
            let absolute = URL(fileURLWithPath: file.path).standardizedFileURL.path
            if dumped.contains(absolute) { return absolute }
            return dumped.first { $0.hasSuffix("/" + file.path) || file.path.hasSuffix("/" + $0) } ?? file.path
        }
        let result = TypeAudit.run(files: sources, types: types, dump: dump, dumpPath: dumpName)
        console.out(result.report(title: title, listing: listing, examples: examples))
        console.err(String(format: "read the dump in %.1f s, checked in %.1f s; SDK digest loaded in %.0f ms\n",
                           read.timeIntervalSince(started), Date().timeIntervalSince(read), types.sdk.loadSeconds * 1000))
        return 0
    }

    static func digest(_ arguments: [String], console: Console) throws -> Int32 {
        var list: String?
        var stub: String?
        var interfaces: [(module: String, path: String)] = []
        var i = 0
        func value() throws -> String {
            guard i + 1 < arguments.count else { throw UsageError("error: \(arguments[i]) needs a value") }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--list": list = try value()
            case "--stub": stub = try value()
            case "--interface":
                let pair = try value()
                guard let equals = pair.firstIndex(of: "=") else { throw UsageError("error: --interface takes MODULE=PATH") }
                interfaces.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
            default:
                throw UsageError("error: unknown option '\(arguments[i])' for 'types digest'")
            }
            i += 1
        }
        guard let list, let stub else { throw UsageError("error: 'types digest' needs --list FILE and --stub DIR") }
        guard let selectionText = try? String(contentsOfFile: list, encoding: .utf8) else { throw UsageError("error: cannot read \(list)") }
        let selection = SDKDigestSources.parseSelection(selectionText)
        var modules: [(name: String, text: String)] = []
        for (module, path) in interfaces {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw UsageError("error: cannot read \(path)") }
            guard let names = selection[module] else { throw UsageError("error: \(list) selects nothing for module \(module)") }
            let reduced = SDKDigestBuilder.reduce(text, selection: .init(names: names))
            if let index = modules.firstIndex(where: { $0.name == module }) {
                modules[index].text += "\n" + reduced
            } else {
                modules.append((module, reduced))
            }
        }
        for module in SDKDigestSources.stubModules {
            do {
                modules.append((module, try SDKDigestSources.stubModule(stub + "/" + module)))
            } catch {
                throw UsageError("error: cannot read the stub module \(stub)/\(module): \(error)")
            }
        }
        console.out(SDKDigestSources.swiftFile(modules: modules))
        return 0
    }
}
