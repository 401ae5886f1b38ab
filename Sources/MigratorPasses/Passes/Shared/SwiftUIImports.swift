import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Which files can name SwiftUI's APIs at all.
enum SwiftUIImports {
    /// Whether a file can name SwiftUI's APIs: it imports SwiftUI, or a module of the
    /// project that re-exports it (`@_exported import SwiftUI`), or nothing at all (a
    /// snippet). A file whose imports are all other modules (`import LoopKit`, whose own
    /// `Alert` it means) cannot, whatever names it spells.
    static func maySeeSwiftUI(_ tree: SyntaxTree, _ context: PassContext) -> Bool {
        let imported = importedModules(tree)
        if imported.isEmpty || imported.contains(where: { $0.name == "SwiftUI" }) { return true }
        let reexporting = context.cache.value(CacheKey<Set<String>>("data-migration.swiftui-reexports")) {
            var names: Set<String> = []
            let model = context.model
            for (index, file) in model.files.enumerated()
            where importedModules(file.tree).contains(where: { $0.name == "SwiftUI" && $0.isExported }) {
                for module in model.modules(ofFile: index) where module < model.graph.modules.count { names.insert(model.graph.modules[module].name) }
            }
            return names
        }
        return imported.contains { reexporting.contains($0.name) }
    }

    /// The modules a file's `import` declarations name (anywhere, also inside `#if`), and
    /// whether each is `@_exported`.
    static func importedModules(_ tree: SyntaxTree) -> [(name: String, isExported: Bool)] {
        guard tree.mentions("import") else { return [] }
        let kindWords: Set<String> = ["import", "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
        return tree.nodes(ofKind: [.importDecl]).compactMap { node in
            guard let token = node.childTokens.first(where: { tree.tokens[$0].kind == .identifier && !kindWords.contains(tree.text(of: $0)) })
            else { return nil }
            let exported = DeclarationView(node)?.attributes.contains { tree.collapsedText(of: $0).contains("_exported") } ?? false
            return (tree.text(of: token), exported)
        }
    }
}
