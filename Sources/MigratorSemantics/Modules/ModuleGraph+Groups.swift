import Foundation

extension ModuleGraph {
    /// The files of a run (indices into `paths`) in groups that can never see each other,
    /// known before any file is parsed: modules joined by dependencies, by package and by
    /// root folder (an import resolves only within those, `resolveImport`), and the modules
    /// a file belongs to joined with each other. Each universe of the semantic model lies
    /// within one group, so the engine can parse, model and migrate one group at a time and
    /// free its trees before the next. Groups in order of their first file; files in order.
    public func independentGroups(of paths: [String]) -> [[Int]] {
        guard !modules.isEmpty else { return paths.isEmpty ? [] : [Array(paths.indices)] }
        var sets = UnionFind(count: modules.count)
        var firstOfPackage: [String: Int] = [:]
        var firstOfRoot: [String: Int] = [:]
        for module in modules {
            for dependency in module.dependencies where dependency >= 0 && dependency < sets.count { sets.union(module.id, dependency) }
            if let other = firstOfPackage[module.package] { sets.union(other, module.id) } else { firstOfPackage[module.package] = module.id }
            if let other = firstOfRoot[module.root] { sets.union(other, module.id) } else { firstOfRoot[module.root] = module.id }
        }
        let fileModules = paths.map { self.modules(of: $0) }
        for list in fileModules {
            let valid = list.filter { $0 >= 0 && $0 < sets.count }
            for m in valid.dropFirst() { sets.union(valid[0], m) }
        }
        var groupOfRoot: [Int: Int] = [:]
        var groups: [[Int]] = []
        for (f, list) in fileModules.enumerated() {
            // As `SemanticModel.computeUniverses` places a file.
            let root = sets.find(list.first.map { max(0, min($0, sets.count - 1)) } ?? 0)
            if let g = groupOfRoot[root] {
                groups[g].append(f)
            } else {
                groupOfRoot[root] = groups.count
                groups.append([f])
            }
        }
        return groups
    }
}
