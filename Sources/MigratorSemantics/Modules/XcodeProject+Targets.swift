import Foundation

extension PBXProjectReader {
    /// Every native target of the project, in the project's order.
    mutating func targets(of project: [String: PropertyList]?) -> [XcodeProject.Target] {
        var targetNames: [String: String] = [:]
        for id in list(project, "targets") { if let name = string(object(id), "name") { targetNames[id] = name } }
        let projectList = string(project, "buildConfigurationList")
        return list(project, "targets").compactMap { target($0, names: targetNames, projectList: projectList) }
    }

    /// One `PBXNativeTarget`: its sources, synchronized folders, dependencies, products and
    /// build settings; nil for any other kind of target.
    private mutating func target(_ id: String, names targetNames: [String: String], projectList: String?) -> XcodeProject.Target? {
        guard let target = object(id), string(target, "isa") == "PBXNativeTarget", let name = string(target, "name") else { return nil }
        var files: [String] = []
        for phaseID in list(target, "buildPhases") {
            guard let phase = object(phaseID), string(phase, "isa") == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in list(phase, "files") {
                guard let reference = string(object(buildFileID), "fileRef"), let path = paths[reference], path.hasSuffix(".swift") else { continue }
                files.append(path)
            }
        }
        let (folders, excluded) = synchronizedFolders(of: target, id: id)
        files += synchronizedAdditions(for: id, besides: list(target, "fileSystemSynchronizedGroups"))
        var dependencies: [String] = []
        for dependencyID in list(target, "dependencies") {
            if let targetID = string(object(dependencyID), "target"), let dependency = targetNames[targetID] { dependencies.append(dependency) }
        }
        var products: [(String, String?)] = []
        for productID in list(target, "packageProductDependencies") {
            let product = object(productID)
            guard let productName = string(product, "productName") else { continue }
            products.append((productName, string(product, "package").flatMap { localPackages[$0] }))
        }
        let productType = string(target, "productType") ?? ""
        let (resolver, configurationName) = settingsResolver(of: target, name: name, projectList: projectList)
        var built = XcodeProject.Target(name: name, moduleName: Self.moduleName(of: name, resolver), files: files, folders: folders,
                                        excludedFiles: excluded, dependencies: dependencies, packageProducts: products,
                                        isTest: XcodeProject.Target.isTest(productType: productType))
        built.isProgram = XcodeProject.Target.isProgram(productType: productType)
        built.read(resolver, configuration: configurationName)
        return built
    }

    /// Xcode 16's synchronized folders of a target, and the files their exceptions leave out of it.
    private func synchronizedFolders(of target: [String: PropertyList], id: String) -> ([String], Set<String>) {
        var folders: [String] = []
        var excluded: Set<String> = []
        for groupID in list(target, "fileSystemSynchronizedGroups") {
            guard let folder = paths[groupID] else { continue }
            folders.append(folder)
            for exceptionID in list(object(groupID), "exceptions") {
                let exception = object(exceptionID)
                guard string(exception, "target") == id else { continue }
                for relative in list(exception, "membershipExceptions") {
                    excluded.insert(XcodeProject.normalize(XcodeProject.join(folder, relative)))
                }
            }
        }
        return (folders, excluded)
    }

    /// Files another target's synchronized folder adds to this one: an exception set for
    /// this target on a folder it does not own lists files it compiles too (shared models
    /// a watch app takes from the iPhone app's folder).
    private func synchronizedAdditions(for id: String, besides own: [String]) -> [String] {
        var files: [String] = []
        // Only the synchronized folders are sorted (a project holds many thousands of objects).
        let groups = objects.filter { if case .dictionary(let item) = $0.value { string(item, "isa") == "PBXFileSystemSynchronizedRootGroup" } else { false } }
        for (groupID, value) in groups.sorted(by: { $0.key < $1.key }) where !own.contains(groupID) {
            guard case .dictionary(let group) = value, let folder = paths[groupID] else { continue }
            for exceptionID in list(group, "exceptions") {
                let exception = object(exceptionID)
                guard string(exception, "target") == id else { continue }
                for relative in list(exception, "membershipExceptions") where relative.hasSuffix(".swift") {
                    files.append(XcodeProject.normalize(XcodeProject.join(folder, relative)))
                }
            }
        }
        return files
    }

    /// Build settings of one configuration: the project's (with its .xcconfig), then the
    /// target's (with its .xcconfig); Xcode pairs the target's configuration with the
    /// project's of the same name.
    private mutating func settingsResolver(of target: [String: PropertyList], name: String, projectList: String?) -> (BuildSettingsResolver, String) {
        var levels: [BuildSettingAssignment] = []
        let targetConfiguration = chosenConfiguration(string(target, "buildConfigurationList"))
        let configurationName = targetConfiguration?.name ?? configuration ?? "Release"
        let projectConfiguration = configurations(projectList).first { $0.name == configurationName } ?? chosenConfiguration(projectList)
        if let projectConfiguration { levels += assignments(projectConfiguration, level: 1, detail: "project") }
        if let targetConfiguration { levels += assignments(targetConfiguration, level: 3, detail: "target \(name)") }
        let resolver = BuildSettingsResolver(
            assignments: levels,
            builtins: ["TARGET_NAME": name, "PROJECT_NAME": projectName, "PRODUCT_NAME": name, "CONFIGURATION": configurationName,
                       "SRCROOT": projectDirectory, "PROJECT_DIR": projectDirectory, "SOURCE_ROOT": projectDirectory],
            configuration: configurationName)
        return (resolver, configurationName)
    }

    /// `PRODUCT_MODULE_NAME` when literal, else the product's or target's name made a C99 identifier.
    private static func moduleName(of name: String, _ resolver: BuildSettingsResolver) -> String {
        if let explicit = resolver.value("PRODUCT_MODULE_NAME")?.value, !explicit.isEmpty,
           explicit.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
            return explicit
        }
        if let product = resolver.value("PRODUCT_NAME")?.value, !product.isEmpty, product != name, !product.contains("$") {
            return XcodeProject.c99Identifier(product)
        }
        return XcodeProject.c99Identifier(name)
    }
}
