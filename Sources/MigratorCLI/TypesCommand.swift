import Foundation
import Migrator
import SwiftCST

/// `swiftui-migrate types`: developer commands of the expression type layer (left out of
/// `--help`, like `fuzz`).
///
///     swiftui-migrate types digest --list FILE --stub DIR [--interface MODULE=PATH]...
///         prints the bundled SDK digest (`SDKDigest+Text.swift`): the interfaces reduced to
///         the names FILE selects per module, and the stub's modules whole
///         (`.ci/generate-sdk-digest` runs it)
///     swiftui-migrate types digest-info
///         the bundled digest's size, load time and syntax errors
///     swiftui-migrate types audit --dump FILE [--title T] [--list N] [--context DIR]... [--platform ios|linux] PATH...
///         compares the type layer with `swiftc -dump-ast` output (FILE, `-` for stdin is not
///         supported: dumps are large) for the Swift files under PATH (given to swiftc the
///         same way): expressions, answer rate, agreement, disagreements and the shapes left
///         unanswered (`.ci/type-audit` runs it on a package's modules)
enum TypesCommand {
    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        guard let sub = arguments.first else { throw UsageError("error: 'types' needs a subcommand: digest") }
        let rest = Array(arguments.dropFirst())
        switch sub {
        case "digest": return try digest(rest, console: console)
        case "digest-info": return digestInfo(console: console)
        case "audit": return try audit(rest, console: console)
        case "query": return try query(rest, console: console)
        default: throw UsageError("error: unknown 'types' subcommand '\(sub)' (digest, digest-info, audit)")
        }
    }

    /// The bundled digest's size, load time, declarations and syntax errors (there should be
    /// none).
    static func digestInfo(console: Console) -> Int32 {
        let digest = SDKDigest.shared
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
        console.out("SDK digest: \(digest.byteCount) bytes, \(digest.moduleNames.count) modules, \(digest.model.declarations.count) declarations, "
                    + "loaded in \(String(format: "%.1f", digest.loadSeconds * 1000)) ms (parsing \(String(format: "%.1f", digest.parseSeconds * 1000)) ms), \(errors) syntax errors\n")
        return errors == 0 ? 0 : 1
    }

    /// `types query FILE LINE [PATH...]`: the type of every expression starting on a line
    /// of FILE (the other paths join the model), with why where unknown.
    static func query(_ arguments: [String], console: Console) throws -> Int32 {
        guard arguments.count >= 2, let line = Int(arguments[1]) else { throw UsageError("error: 'types query' needs FILE LINE [PATH...]") }
        var sources: [SourceFile] = []
        for path in [arguments[0]] + arguments.dropFirst(2) {
            guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("error: cannot read \(path)") }
            sources.append(SourceFile(path: path, tree: SyntaxTree.parse([UInt8](data))))
        }
        let types = ExpressionTypes(model: SemanticModel(files: sources))
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

    static func audit(_ arguments: [String], console: Console) throws -> Int32 {
        var dumpPath: String?
        var title = "types audit"
        var listing = 40
        var examples = 1
        var paths: [String] = []
        var context: [String] = []
        var conditions = CompilationConditions.iOS
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
            case "--context": context.append(try value())
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
        let model = SemanticModel(files: all, jobs: Workers.coreCount)
        let types = ExpressionTypes(model: model, conditions: conditions)
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
