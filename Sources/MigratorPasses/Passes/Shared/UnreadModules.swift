import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Modifier calls whose receiver may be a type of a module this run did not read (a package
/// not checked out): such a type may declare its own method of the modifier's name.
enum UnreadModules {
    /// A receiver chain that starts in code this run cannot read: its first name is of a
    /// type no file or SDK module read declares (`Icon` in `Icon()`, `model` of such a type)
    /// or is declared nowhere (`Awesome` in `Awesome.Brand.github.image`), and the file
    /// imports a module that was not read: that module may declare a method of the
    /// modifier's name (`foregroundColor(_: UIColor) -> Icon`). Returns the root as written
    /// and the modules not read; nil when the receiver's type is known.
    static func unseenRoot(of base: Node, file: SourceFile, context: PassContext, chains: Rewriting.ChainEnds) -> (root: String, modules: [String])? {
        guard context.types.type(of: base, in: file) == nil, let root = chains.root(base), root.kind == .declReferenceExpr else { return nil }
        if let type = context.types.type(of: root, in: file) {
            var nominal = type
            if case .metatype(let instance) = type { nominal = instance }
            guard case .external = nominal.nominalRef?.identity else { return nil }
        } else {
            // `HStack { ... }` whose content is not typed: still SwiftUI's HStack, when the
            // project declares no type of that name.
            let name = file.tree.text(of: root)
            if name.first?.isUppercase == true, context.types.isSDKType(name),
               context.model.projectTypes(named: name, at: root, in: file).isEmpty { return nil }
        }
        let modules = context.types.unreadImports(of: file)
        guard !modules.isEmpty else { return nil }
        return (Rewriting.short(root, file.tree), modules)
    }

    /// The decline message for a call `.name(...)` on such a receiver.
    static func message(_ unseen: (root: String, modules: [String]), modifier: String) -> String {
        let modules = unseen.modules.prefix(3).joined(separator: ", ") + (unseen.modules.count > 3 ? ", ..." : "")
        return "the type of `\(unseen.root)` is not known, and this file imports \(modules), not read in this run, whose own \(modifier) may be meant; rewrite by hand if it is a view"
    }
}
