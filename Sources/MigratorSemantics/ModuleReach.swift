import SwiftCST

/// Which modules can see a declaration, so a pass can tell whether a value of a project type
/// can ever reach a piece of code (README.md in this folder, "Modules" and "Who
/// sees a declaration"). A value of type `C` can reach code `S` only through a module that sees
/// both: `C`'s own module, or one that imports it when `C` is public; likewise for `S`.
extension SemanticModel {
    /// The modules of a file.
    public func modules(ofFile file: Int) -> [Int] { fileModules[file] }

    /// The modules from which something declared in `file` with effective access `access`
    /// can be seen: its own modules (and test modules that `@testable import` them) for
    /// internal and lower, the modules of the same package for `package`, and every module
    /// that depends on or imports one of its modules for `public`/`open`.
    public func modulesSeeing(file: Int, access: AccessLevel) -> Set<Int> {
        // The answer depends only on the file's modules and the access: worked out once per
        // pair (each answer scans every file; asked per class of 25,000 files, quadratic).
        let key = SeeingKey(modules: fileModules[file], access: access)
        seeingLock.lock()
        if let known = seeingAnswers[key] {
            seeingLock.unlock()
            return known
        }
        seeingLock.unlock()
        let result = modulesSeeing(Set(fileModules[file]), access: access)
        seeingLock.lock()
        seeingAnswers[key] = result
        seeingLock.unlock()
        return result
    }

    struct SeeingKey: Hashable {
        var modules: [Int]
        var access: AccessLevel
    }

    private func modulesSeeing(_ own: Set<Int>, access: AccessLevel) -> Set<Int> {
        var result = own
        switch access {
        case .local, .private, .fileprivate, .internal:
            for (f, testable) in fileTestableImports.enumerated() where !testable.isDisjoint(with: own) {
                result.formUnion(fileModules[f])
            }
        case .package:
            let packages = Set(own.filter { $0 < graph.modules.count }.map { graph.modules[$0].package })
            for module in graph.modules where packages.contains(module.package) { result.insert(module.id) }
        case .public, .open:
            for (module, reach) in reachableModules.enumerated() where !reach.isDisjoint(with: own) { result.insert(module) }
            for (f, imports) in fileImports.enumerated() where !imports.isDisjoint(with: own) { result.formUnion(fileModules[f]) }
        }
        return result
    }

    /// The modules that can see a declaration.
    public func modulesSeeing(_ id: Int32) -> Set<Int> {
        modulesSeeing(file: declarations[Int(id)].file, access: access(id))
    }

    /// The type declaration or extension a site lies in, innermost first, as what it is
    /// about: a project type or an outside one (`extension View`).
    public func enclosingType(of site: Node, in source: SourceFile) -> TypeTarget? {
        guard let frame = enclosingDeclarations(of: site, in: source).first else { return nil }
        return typeIdentity(frame)
    }
}
