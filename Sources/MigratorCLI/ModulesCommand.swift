import Foundation
import MigratorSemantics

/// `swiftui-migrate modules [PATH...]`: how the tool groups the files into modules (from
/// `Package.swift` and Xcode projects) and which modules can see each other, so a user can
/// tell why a name resolved the way it did.
enum ModulesCommand {
    static func run(_ arguments: [String], console: Console, currentDirectory: String) throws -> Int32 {
        var paths: [String] = []
        for argument in arguments {
            if argument.hasPrefix("-") { throw UsageError("error: unknown option '\(argument)' for modules\n") }
            paths.append(argument)
        }
        if paths.isEmpty { paths = ["."] }
        let files = try SourceFiles.discover(paths, excluding: [], base: currentDirectory)
        let graph = ModuleGraph.discover(files: files.map { ModuleGraph.File(path: $0.display, absolutePath: $0.absolute) },
                                         roots: paths.map { SourceFiles.absolute($0, base: currentDirectory) })
        var counts = [Int](repeating: 0, count: graph.modules.count)
        for file in files {
            for module in graph.modules(of: file.display) where module < counts.count { counts[module] += 1 }
        }
        var out = ""
        for module in graph.modules where counts[module.id] > 0 {
            let origin = SourceFiles.displayPath(module.origin, base: currentDirectory)
            var line = "\(module.name)\t\(counts[module.id]) file\(counts[module.id] == 1 ? "" : "s")\t\(origin)"
            if module.isLoose { line += "\t(files no target lists)" }
            if let platforms = module.platforms {
                line += "\tplatforms: " + Platform.allCases.filter(platforms.contains).map(\.rawValue).joined(separator: ", ")
                if module.iPhoneOnly { line += " (iPhone only)" }
            }
            let dependencies = module.dependencies.map { graph.modules[$0].name }
            if !dependencies.isEmpty { line += "\tdepends on: " + dependencies.joined(separator: ", ") }
            out += line + "\n"
        }
        console.out(out)
        for note in graph.notes { console.err(note + "\n") }
        return 0
    }
}
