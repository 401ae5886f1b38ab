import Foundation
import Testing
import SwiftCST
@testable import MigratorSemantics

/// The semantic model's parts: manifests read into modules, visibility, lookup and calls
/// (the worked examples of Sources/MigratorSemantics/README.md among them).
struct SemanticsTests {
    // MARK: Manifests

    @Test func packageManifestReadsTargetsPathsAndDependencies() {
        let manifest = PackageManifest(bytes: Array("""
        // swift-tools-version:5.9
        import PackageDescription

        let shared: [Target.Dependency] = ["Core", .product(name: "Collections", package: "swift-collections")]

        let package = Package(
            name: "App",
            products: [.library(name: "AppKit", targets: ["UI", "Core"])],
            dependencies: [.package(path: "../Kit"), .package(url: "https://example.com/x", from: "1.0.0")],
            targets: [
                .target(name: "Core"),
                .target(name: "UI", dependencies: shared + [.target(name: "Core"), .product(name: "Kit", package: "Kit")],
                        path: "Sources/Interface", exclude: ["Legacy"]),
                .testTarget(name: "UITests", dependencies: ["UI"]),
            ]
        )
        """.utf8))
        #expect(manifest.name == "App")
        #expect(manifest.targets.map(\.name) == ["Core", "UI", "UITests"])
        let ui = manifest.targets[1]
        #expect(ui.path == "Sources/Interface")
        #expect(ui.exclude == ["Legacy"])
        #expect(ui.targetDependencies == ["Core", "Core"])
        #expect(Set(ui.productDependencies) == ["Collections", "Kit"])
        #expect(manifest.targets[2].isTest)
        #expect(manifest.products["AppKit"] == ["UI", "Core"])
        #expect(manifest.localDependencies == ["../Kit"])
        #expect(!manifest.isDynamic)
    }

    @Test func aManifestThatComputesItsTargetsIsDynamic() {
        let manifest = PackageManifest(bytes: Array("""
        import PackageDescription
        let names = ["A", "B"]
        let package = Package(name: "P", targets: names.map { Target.target(name: $0) })
        """.utf8))
        #expect(manifest.isDynamic)
    }

    @Test func xcodeProjectReadsTargetsFilesFoldersAndDependencies() throws {
        let text = """
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET, SYNC); };
                MAIN = { isa = PBXGroup; children = (GROUP, SYNCGROUP); sourceTree = "<group>"; };
                GROUP = { isa = PBXGroup; children = (F1, F2); path = "My App"; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = ContentView.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = "../Shared/Model.swift"; sourceTree = "<group>"; };
                BF1 = { isa = PBXBuildFile; fileRef = F1; };
                BF2 = { isa = PBXBuildFile; fileRef = F2; };
                PHASE = { isa = PBXSourcesBuildPhase; files = (BF1, BF2, ); };
                WPHASE = { isa = PBXSourcesBuildPhase; files = (BF2); };
                DEP = { isa = PBXTargetDependency; target = WIDGET; };
                APP = { isa = PBXNativeTarget; name = "My App"; buildPhases = (PHASE); dependencies = (DEP); productType = "com.apple.product-type.application"; };
                WIDGET = { isa = PBXNativeTarget; name = Widget; buildPhases = (WPHASE); buildConfigurationList = LIST; productType = "com.apple.product-type.app-extension"; };
                LIST = { isa = XCConfigurationList; buildConfigurations = (CONF); };
                CONF = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_MODULE_NAME = WidgetKitPart; }; };
                SYNCGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; exceptions = (EXC, ADD); };
                EXC = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Skip.swift, Libraries/Pkg); target = SYNC; };
                ADD = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Models/Shared.swift, Info.plist); target = WIDGET; };
                SYNC = { isa = PBXNativeTarget; name = SyncApp; buildPhases = (); fileSystemSynchronizedGroups = (SYNCGROUP); productType = "com.apple.product-type.bundle.unit-test"; };
            };
            rootObject = ROOT;
        }
        """
        let project = try #require(XcodeProject(text: text, projectDirectory: "/p"))
        #expect(project.targets.map(\.name) == ["My App", "Widget", "SyncApp"])
        let app = project.targets[0]
        #expect(app.moduleName == "My_App")
        #expect(app.files == ["/p/My App/ContentView.swift", "/p/Shared/Model.swift"])
        #expect(app.dependencies == ["Widget"])
        #expect(project.targets[1].moduleName == "WidgetKitPart")
        // An exception set for a target on a folder it does not own adds those files to it.
        #expect(project.targets[1].files == ["/p/Shared/Model.swift", "/p/Synced/Models/Shared.swift"])
        let sync = project.targets[2]
        #expect(sync.folders == ["/p/Synced"])
        #expect(sync.excludedFiles == ["/p/Synced/Skip.swift", "/p/Synced/Libraries/Pkg"])
        // A folder among the exceptions leaves out every file under it.
        #expect(ModuleGraphAssembler.isExcluded("/p/Synced/Libraries/Pkg/Sources/A.swift", by: sync.excludedFiles))
        #expect(!ModuleGraphAssembler.isExcluded("/p/Synced/Libraries/PkgTwo/A.swift", by: sync.excludedFiles))
        #expect(sync.isTest)
        #expect(XcodeProject(text: "not a plist {", projectDirectory: "/p") == nil)
    }

    @Test func filesArePlacedInModulesAndImportsResolveWithinTheirRepository() {
        let manifests: [String: [UInt8]] = [
            "/r/a/Package.swift": Array("""
            import PackageDescription
            let package = Package(name: "A", targets: [.target(name: "Models"), .target(name: "App", dependencies: ["Models"])])
            """.utf8),
            "/r/b/Package.swift": Array("""
            import PackageDescription
            let package = Package(name: "B", targets: [.target(name: "Models")])
            """.utf8),
        ]
        let files = ["a/Sources/Models/M.swift", "a/Sources/App/V.swift", "a/Other/Loose.swift", "b/Sources/Models/M.swift", "c/Free.swift"]
            .map { ModuleGraph.File(path: $0, absolutePath: "/r/" + $0) }
        let graph = ModuleGraph(files: files, manifests: manifests, gitRoots: ["/r/a", "/r/b"], roots: ["/r"])
        func name(_ path: String) -> [String] { graph.modules(of: path).map { graph.modules[$0].name } }
        #expect(name("a/Sources/Models/M.swift") == ["Models"])
        #expect(name("a/Sources/App/V.swift") == ["App"])
        #expect(graph.modules[graph.modules(of: "a/Other/Loose.swift")[0]].isLoose)
        #expect(graph.modules[graph.modules(of: "c/Free.swift")[0]].isLoose)
        // `import Models` in App means A's Models (a declared dependency), never B's.
        let app = graph.modules(of: "a/Sources/App/V.swift")
        #expect(graph.resolveImport("Models", from: app) == graph.modules(of: "a/Sources/Models/M.swift"))
        // From another repository that declares nothing, B's Models is not reachable.
        #expect(graph.resolveImport("Models", from: graph.modules(of: "c/Free.swift")).isEmpty)
    }

    /// Placing files works a folder's enclosing markers out once for all of its files; what
    /// depends on the file itself (an exception of a synchronized folder) is still asked
    /// per file, in any order of the files.
    @Test func filesOfOneFolderArePlacedEachByItsOwnPath() {
        let project = """
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (SYNC); };
                MAIN = { isa = PBXGroup; children = (SYNCGROUP); sourceTree = "<group>"; };
                SYNCGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; exceptions = (EXC); };
                EXC = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Skip.swift); target = SYNC; };
                SYNC = { isa = PBXNativeTarget; name = SyncApp; buildPhases = (); fileSystemSynchronizedGroups = (SYNCGROUP); productType = "com.apple.product-type.application"; };
            };
            rootObject = ROOT;
        }
        """
        let manifests = ["/p/App.xcodeproj/project.pbxproj": Array(project.utf8)]
        let paths = ["Synced/A.swift", "Synced/Skip.swift", "Synced/B.swift", "Loose/X.swift", "Loose/Y.swift", "Synced/Inner/C.swift"]
        for order in [paths, paths.reversed()] {
            let graph = ModuleGraph(files: order.map { ModuleGraph.File(path: $0, absolutePath: "/p/" + $0) }, manifests: manifests,
                                    gitRoots: [], roots: ["/p"])
            func names(_ path: String) -> [String] { graph.modules(of: path).map { graph.modules[$0].name } }
            #expect(names("Synced/A.swift") == ["SyncApp"])
            #expect(names("Synced/B.swift") == ["SyncApp"])
            #expect(names("Synced/Inner/C.swift") == ["SyncApp"])
            // The exception leaves Skip.swift to the project's own (loose) module.
            let skipped = graph.modules(of: "Synced/Skip.swift")
            #expect(skipped.count == 1 && graph.modules[skipped[0]].isLoose)
            #expect(graph.modules(of: "Loose/X.swift") == skipped)
            #expect(graph.modules(of: "Loose/Y.swift") == skipped)
        }
    }

    /// `TypeName`'s shortcut for plain names (`Name`, `A.B`) reads every text it takes the
    /// way the byte-by-byte parse reads it, so `TypeName(_:)` answers every ASCII text (5,000
    /// made from a fixed seed, and edge cases) as that parse does.
    @Test func plainTypeNamesAreReadAsTheFullParseReadsThem() {
        let alphabet: [String] = ["A", "b", "_", "1", ".", " ", "<", ">", "?", "`", "é", ",", "["]
        var texts: [String] = ["", "A", "A.B", "A..B", ".A", "A.", "A.1b", "1A", "_x", "Array<Int>", "some View", "A?", "Optional<A>"]
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<5_000 {
            texts.append((0...next(6)).map { _ in alphabet[next(alphabet.count)] }.joined())
        }
        var taken = 0
        for text in texts {
            let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
            if let plain = TypeName.plainPath(text) {
                taken += 1
                #expect(isASCII && plain == TypeName.parseASCII(Array(text.utf8)), "\(text)")
            }
            if isASCII { #expect(TypeName(text) == TypeName.parseASCII(Array(text.utf8)), "\(text)") }
        }
        #expect(taken > 100)
        #expect(TypeName.plainPath("A.B")?.components == ["A", "B"])
        #expect(TypeName.plainPath("A<B>") == nil && TypeName.plainPath("A ") == nil && TypeName.plainPath("A?") == nil)
        #expect(TypeName.lastComponent("Outer.Inner<T>") == "Inner" && TypeName.lastComponent("Inner") == "Inner" && TypeName.lastComponent("") == "")
    }

    /// A name that no declaration of the project or of the site's tree gives a type or a
    /// generic parameter is answered at once; over every fixture (each folder one project,
    /// the SwiftUI stub's generics included) the answer for every type and value name, at
    /// its site and from every enclosing declaration, is the full walk's.
    @Test func undeclaredTypeNamesAreAnsweredAsTheFullLookupAnswers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var asked = 0
        var atOnce = 0
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            if paths.isEmpty { continue }
            let files = try paths.map { path in
                SourceFile(path: folder + "/" + path, tree: SyntaxTree.parse(try String(contentsOf: root.appendingPathComponent(folder + "/" + path), encoding: .utf8)))
            }
            let model = SemanticModel(files: files)
            func both(_ ask: () -> SemanticModel.TypeLookup) -> (SemanticModel.TypeLookup, SemanticModel.TypeLookup) {
                model.answersUndeclaredNamesAtOnce = true
                let fast = ask()
                model.answersUndeclaredNamesAtOnce = false
                defer { model.answersUndeclaredNamesAtOnce = true }
                return (fast, ask())
            }
            for (f, file) in files.enumerated() {
                let tree = file.tree
                var names: Set<String> = []
                for node in tree.nodes(ofKind: [.identifierType, .declReferenceExpr]) {
                    guard let token = node.childTokens.first else { continue }
                    let name = tree.text(of: token)
                    names.insert(name)
                    let (fast, full) = both { model.lookupUnqualified(name, file: f, enclosing: nil, at: .init(file: f, tree: tree, node: node)) }
                    #expect(fast == full, "\(file.path): '\(name)' at offset \(tree.startOffset(of: node)): \(fast) against \(full)")
                    asked += 1
                    if !model.typeNames.contains(name) && !SemanticModel.typeNamesDeclared(in: tree).contains(name) { atOnce += 1 }
                }
                // From enclosing declarations (no site): only names outside the model's set differ.
                let undeclared = names.filter { !model.typeNames.contains($0) }.sorted().prefix(40)
                for id in model.declarations.indices where model.declarations[id].file == f {
                    for name in undeclared {
                        let (fast, full) = both { model.lookupUnqualified(name, file: f, enclosing: Int32(id), at: nil) }
                        #expect(fast == full, "\(file.path): '\(name)' from \(model.declarations[id].name): \(fast) against \(full)")
                    }
                }
            }
        }
        // The fixtures exercise both answers.
        #expect(asked > 10_000 && atOnce > 1_000 && asked - atOnce > 1_000, "asked \(asked), at once \(atOnce)")

        // Each declaration's line is the line `location(of:)` gives its name, whatever ends
        // the lines (LF, CR, CR LF) and however deep the declaration.
        let endings = SyntaxTree.parse(Array("import SwiftUI\r\nstruct A {\r    var a = 1\r\n\n    func f() {\r\n        let b = 2; struct Inner {}\n    }\r}\r\nextension A {\n  enum E { case x }\r}\n".utf8))
        let lines = SemanticModel(files: [SourceFile(path: "L.swift", tree: endings)])
        #expect(lines.declarations.count == 8)
        for declaration in lines.declarations {
            #expect(declaration.line == endings.location(of: Int(endings.tokens[declaration.nameToken].textStart)).line, "\(declaration.name)")
        }
        #expect(lines.declarations.map(\.line) == [2, 3, 5, 6, 6, 9, 10, 10])

        // A later round's re-parse may declare what the model never saw: its own tree counts.
        let model = SemanticModel(files: [SourceFile(path: "R.swift", tree: SyntaxTree.parse("struct V { func f() {} }\n"))])
        let later = SyntaxTree.parse("struct V { func f() { struct Inner {}; let x: Inner? = nil; func g<Param>(_ p: Param) {} } }\n")
        for name in ["Inner", "Param"] {
            let site = try #require(later.nodes(ofKind: [.identifierType]).first { later.text(of: $0) == name })
            let answer = model.lookupUnqualified(name, file: 0, enclosing: nil, at: .init(file: 0, tree: later, node: site))
            #expect(answer != .notFound)
            model.answersUndeclaredNamesAtOnce = false
            #expect(model.lookupUnqualified(name, file: 0, enclosing: nil, at: .init(file: 0, tree: later, node: site)) == answer)
            model.answersUndeclaredNamesAtOnce = true
        }
    }

    // MARK: Visibility and lookup

    /// A model over named sources in one module (or in the modules a graph gives).
    func model(_ sources: [String: String], graph: ModuleGraph? = nil) -> (SemanticModel, [String: SourceFile]) {
        let files = sources.keys.sorted().map { SourceFile(path: $0, tree: SyntaxTree.parse(sources[$0]!)) }
        return (SemanticModel(files: files, graph: graph), Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) }))
    }

    /// The first node of a kind whose text is `text`.
    func node(_ text: String, _ kind: NodeKind, in file: SourceFile) -> Node {
        file.tree.nodes(ofKind: [kind]).first { file.tree.text(of: $0) == text }!
    }

    /// `prefix`, then `depth` declarations each opened inside the last (`open(i)`), `inner`,
    /// and their closing braces: the fuzzer's deeply nested half-typed code, closed.
    func nested(_ depth: Int, prefix: String = "", open: (Int) -> String, inner: String) -> String {
        prefix + (0..<depth).map { open($0) + " {\n" }.joined() + inner + String(repeating: "}\n", count: depth)
    }

    /// The model's declarations of a kind, in order.
    func declarations(_ kind: Declaration.Kind, in model: SemanticModel) -> [Int32] {
        model.declarations.indices.filter { model.declarations[$0].kind == kind }.map { Int32($0) }
    }

    @Test func superclassesOfDeeplyNestedClassesAreLookedUpOncePerClass() {
        // Each nested class's superclass lookup sees its enclosing classes' inherited
        // members; without the table built at init this took 2^depth lookups (a fuzzed
        // file of 27 nested classes never finished).
        let depth = 40
        let (model, _) = model(["N.swift": nested(depth, prefix: "class Root {}\n", open: { "class C\($0): Root" }, inner: "")])
        let classes = declarations(.class, in: model)
        #expect(classes.count == depth + 1)
        #expect(classes.allSatisfy { model.superclassTable[Int($0)] != -2 })
        let root = classes.first { model.declaration($0).name == "Root" }!
        let innermost = classes.first { model.declaration($0).name == "C\(depth - 1)" }!
        #expect(model.superclasses(of: innermost) == [root])
    }

    /// The members of a type's extensions come from a table by name, kept while extensions
    /// are resolved: `extension Outer.Group` needs `Group` from an extension of `Outer`
    /// found in an earlier round (with the table made only at the end, it stayed an outside
    /// type, and `group.fields` lost its type). Members come in extension order, and an
    /// outside type's extensions are tabled too.
    @Test func extensionMembersAreFoundWhileExtensionsResolveAndAfter() {
        let (model, files) = model([
            "A.swift": "struct Outer {}\nextension Outer.Group { var count: Int { fields.count } }\n",
            "B.swift": "extension Outer { struct Group { var fields: [Field] } }\nextension Outer { struct Field: Hashable {} }\n",
            "C.swift": "extension Outer { static let x = 1 }\nextension Outer { static let x = 2 }\nextension Color { static let brand = 1 }\nextension Color { static let brand = 2 }\n",
        ])
        let outer = declarations(.struct, in: model).first { model.declaration($0).name == "Outer" }!
        let group = declarations(.struct, in: model).first { model.declaration($0).name == "Group" }!
        let nested = declarations(.extension, in: model).first { model.declaration($0).name == "Outer.Group" }!
        #expect(model.target(ofExtension: nested) == .project(group))
        #expect(model.members(of: outer, named: "Group") == [group])
        #expect(model.members(of: group, named: "count").count == 1)
        let xs = model.members(of: outer, named: "x")
        #expect(xs.count == 2 && xs[0] < xs[1])
        let brands = model.externalMembers(of: "Color", named: "brand", in: files["C.swift"]!)
        #expect(brands.count == 2 && brands[0] < brands[1])
        #expect(model.externalMembers(of: "Color", named: "missing", in: files["C.swift"]!).isEmpty)
    }

    @Test func extensionsInsideDeeplyNestedClassesResolveInLinearTime() {
        // Resolving an extension nested in n classes (half-typed code: a fuzzed file of ~30
        // `class Theme: ObservableObject {` lines left open, then `extension View`) looked up
        // each enclosing class's superclass, whose lookup asked again for the classes around
        // it: 2^n lookups before the superclass table exists. This finishes at once now (the
        // ASan fuzz run reported it as a hang).
        let (model, _) = model(["N.swift": nested(40, prefix: "class Root {}\n", open: { "class C\($0): Root" },
                                                  inner: "extension Root { func inner() {} }\n")])
        let extensions = declarations(.extension, in: model)
        #expect(extensions.count == 1)
        let root = model.declarations.indices.first { model.declarations[$0].kind == .class && model.declarations[$0].name == "Root" }!
        #expect(model.extensionTarget[extensions[0]] == .project(Int32(root)))
        #expect(model.superclassMemo == nil, "the memo lives only while extensions are resolved")
    }

    @Test func enclosingDeclarationsOfDeeplyNestedTypesAreWorkedOutFromTheTypeAroundEach() {
        // Each type's answer was worked out from its whole scope path, joined as a string at
        // every depth: a power of the depth per type (a fuzzed file of 463 unclosed
        // `struct S {` lines took 2 s in a debug build). Now each comes from the one around it.
        let depth = 250
        let source = nested(depth, open: { "struct S\($0)" }, inner: "extension S0 { func inner() {} }\nfunc site() {}\n")
        let (model, files) = model(["N.swift": source])
        let file = files["N.swift"]!
        let structs = declarations(.struct, in: model)
        #expect(structs.count == depth)
        let site = node("func site() {}", .functionDecl, in: file)
        #expect(model.enclosingDeclarations(of: site, in: file) == structs.reversed())
        // Inside the (misplaced) extension: it, then the structs around it.
        let extensions = declarations(.extension, in: model)
        #expect(extensions.count == 1)
        let inner = node("func inner() {}", .functionDecl, in: file)
        #expect(model.enclosingDeclarations(of: inner, in: file) == extensions + structs.reversed())
        // A re-parsed copy of the file (after a round of edits) is answered by walking it.
        let copy = SourceFile(path: "N.swift", tree: SyntaxTree.parse(source))
        #expect(model.enclosingDeclarations(of: node("func site() {}", .functionDecl, in: copy), in: copy) == structs.reversed())
        // Unnamed (half-typed) types add nothing; the named ones around them still answer.
        let (half, halfFiles) = self.model(["H.swift": "struct A {\n struct {\n struct B {\n func f() {}\n }\n }\n}\n"])
        let h = halfFiles["H.swift"]!
        let a = half.declarations.indices.filter { half.declarations[$0].name == "A" }.map { Int32($0) }
        let b = half.declarations.indices.filter { half.declarations[$0].name == "B" }.map { Int32($0) }
        let answer = half.enclosingDeclarations(of: node("func f() {}", .functionDecl, in: h), in: h)
        #expect(answer.last == a.first && a.count == 1)
        #expect(answer.count <= 2 && (answer.count == 1 || answer.first == b.first), "\(answer) \(a) \(b)")
    }

    @Test func privateMembersAreVisibleInTheirTypeAndItsExtensionsInTheFileOnly() {
        let (model, files) = model([
            "S.swift": """
            struct S {
                private func helper() {}
                func a() { helper() }
            }
            extension S { func b() { helper() } }
            struct T { func c() { helper() } }
            """,
            "Other.swift": "extension S { func d() { helper() } }",
        ])
        let s = files["S.swift"]!
        let helper = model.declarations.indices.first { model.declarations[$0].name == "helper" }.map { Int32($0) }!
        let calls = s.tree.nodes(ofKind: [.functionCallExpr]).filter { s.tree.text(of: $0) == "helper()" }
        #expect(calls.map { model.isVisible(helper, from: s, at: $0) } == [true, true, false])
        let other = files["Other.swift"]!
        #expect(!model.isVisible(helper, from: other, at: node("helper()", .functionCallExpr, in: other)))
    }

    @Test func genericParametersNestedTypesAndQualifiedNamesResolve() {
        let (model, files) = model([
            "A.swift": """
            class Model {}
            struct V<Model: P> { var model: Model }
            enum Library { enum Sort { case title } }
            enum Feed { enum Sort { case newest } }
            typealias Basket = Model
            func f() { struct Local {}; let x: Local }
            """,
        ])
        let a = files["A.swift"]!
        let site = node("model: Model", .patternBinding, in: a)
        #expect(model.lookupType("Model", in: a, at: site) == .genericParameter)
        #expect(model.resolveNominal("Model", in: a, at: nil) != nil)
        let library = model.resolveNominal("Library.Sort", in: a, at: nil)
        let feed = model.resolveNominal("Feed.Sort", in: a, at: nil)
        #expect(library != nil && feed != nil && library != feed)
        #expect(model.lookupType("Sort", in: a, at: nil) == .notFound)
        #expect(model.resolveNominal("Basket", in: a, at: nil) == model.resolveNominal("Model", in: a, at: nil))
        #expect(model.canonicalType("Basket?", in: a, at: nil).text == "Model?")
        // `Self` is the enclosing type.
        let feedCase = node("case newest", .enumCaseDecl, in: a)
        #expect(model.resolveNominal("Self", in: a, at: feedCase) == feed)
        if case .declarations = model.lookupType("Local", in: a, at: node("x: Local", .patternBinding, in: a)) {} else {
            Issue.record("a local type is visible in its body")
        }
    }

    @Test func aProjectTypeShadowsSwiftUIsOnlyInTheModulesThatSeeIt() {
        let manifests: [String: [UInt8]] = [
            "/r/Package.swift": Array("""
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "One"), .target(name: "Two")])
            """.utf8),
        ]
        let paths = ["Sources/One/Tab.swift", "Sources/One/Use.swift", "Sources/Two/Use.swift"]
        let graph = ModuleGraph(files: paths.map { ModuleGraph.File(path: $0, absolutePath: "/r/" + $0) }, manifests: manifests,
                                gitRoots: [], roots: ["/r"])
        let (model, files) = model([
            "Sources/One/Tab.swift": "enum Tab: CaseIterable { case home }",
            "Sources/One/Use.swift": "let a = Tab.home",
            "Sources/Two/Use.swift": "let b = Tab.home",
        ], graph: graph)
        if case .declarations = model.lookupType("Tab", in: files["Sources/One/Use.swift"]!, at: nil) {} else {
            Issue.record("the project's Tab is the one its own module means")
        }
        #expect(model.lookupType("Tab", in: files["Sources/Two/Use.swift"]!, at: nil) == .notFound)
        #expect(model.universes.count == 2)
    }

    @Test func anUnknownVisionOSTargetMeetsVisionOS1Only() {
        // A target that builds for visionOS without XROS_DEPLOYMENT_TARGET: any visionOS is at
        // least 1, and nothing more is known.
        let target = Availability(versions: [.iOS: Version(18, 5)], unknown: [.visionOS])
        #expect(Availability(iOS: 15, visionOS: 1).isSatisfied(by: target))
        #expect(Availability(iOS: 15, visionOS: 1).platformsUnknown(in: target).isEmpty)
        #expect(!Availability(iOS: 15, visionOS: 2).isSatisfied(by: target))
        #expect(Availability(iOS: 15, visionOS: 2).platformsUnknown(in: target).map(\.0) == [.visionOS])
        #expect(!Availability(iOS: 15, tvOS: 15).isSatisfied(by: Availability(versions: [.iOS: Version(18, 5)], unknown: [.tvOS])))
    }

    @Test func theOldestCompilerAPackageSaysItBuildsWith() {
        func manifest(_ tools: String) -> [UInt8] {
            Array("// swift-tools-version:\(tools)\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"P\")])\n".utf8)
        }
        func project(referencing relative: String) -> [UInt8] {
            Array("""
            // !$*UTF8*$!
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (); buildConfigurationList = PLIST; };
                    MAIN = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    PLIST = { isa = XCConfigurationList; buildConfigurations = (PRELEASE); defaultConfigurationName = Release; };
                    PRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; };
                    LOCAL = { isa = XCLocalSwiftPackageReference; relativePath = \(relative); };
                };
                rootObject = ROOT;
            }
            """.utf8)
        }
        let manifests: [String: [UInt8]] = [
            // A library that still builds with Swift 5.8 through a versioned manifest.
            "/r/Lib/Package.swift": manifest("5.10"),
            "/r/Lib/Package@swift-5.8.swift": manifest("5.8"),
            // A package alone says what it builds with.
            "/r/Tool/Package.swift": manifest("5.9"),
            // A package an Xcode project holds (an app's, beside it or around it): the app's
            // Xcode builds it.
            "/r/Kit/Package.swift": manifest("5.9"),
            "/r/App.xcodeproj/project.pbxproj": project(referencing: "Kit"),
            "/r/Mods/Package.swift": manifest("5.9"),
            "/r/Mods/App/App.xcodeproj/project.pbxproj": project(referencing: ".."),
            // Packages a workspace refers to, in a group and at its top: the workspace's Xcode
            // builds them. A folder that only holds a package is not one.
            "/r/libs/Home/Package.swift": manifest("5.7"),
            "/r/libs/Deep/Theme/Package.swift": manifest("5.7"),
            "/r/Other/Package.swift": manifest("5.7"),
            "/r/W.xcworkspace/contents.xcworkspacedata": Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "container:libs" name = "libs">
                  <FileRef location = "group:Home"></FileRef>
               </Group>
               <FileRef location = "group:libs/Deep"></FileRef>
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Other/Package.swift"></FileRef>
            </Workspace>
            """.utf8),
        ]
        let paths = ["Lib/Sources/P/L.swift", "Tool/Sources/P/T.swift", "Kit/Sources/P/K.swift", "Mods/Sources/P/M.swift",
                     "libs/Home/Sources/P/H.swift", "libs/Deep/Theme/Sources/P/T.swift", "Other/Sources/P/O.swift"]
        let graph = ModuleGraph(files: paths.map { ModuleGraph.File(path: $0, absolutePath: "/r/" + $0) }, manifests: manifests,
                                gitRoots: [], roots: ["/r"])
        #expect(graph.settings(of: "Lib/Sources/P/L.swift").lowestCompiler == Version(5, 8))
        #expect(graph.settings(of: "Lib/Sources/P/L.swift").lowestCompilerOrigin.path == "/r/Lib/Package@swift-5.8.swift")
        #expect(graph.settings(of: "Tool/Sources/P/T.swift").lowestCompiler == Version(5, 9))
        #expect(graph.settings(of: "Kit/Sources/P/K.swift").lowestCompiler == nil)
        #expect(graph.settings(of: "Mods/Sources/P/M.swift").lowestCompiler == nil)
        #expect(graph.settings(of: "libs/Home/Sources/P/H.swift").lowestCompiler == nil)
        #expect(graph.settings(of: "libs/Deep/Theme/Sources/P/T.swift").lowestCompiler == Version(5, 7))
        #expect(graph.settings(of: "Other/Sources/P/O.swift").lowestCompiler == Version(5, 7))
    }

    @Test func accessLevelsAcrossModulesAndPackages() {
        let manifests: [String: [UInt8]] = [
            "/r/Kit/Package.swift": Array("""
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                                  targets: [.target(name: "Kit"), .target(name: "KitTools", dependencies: ["Kit"])])
            """.utf8),
            "/r/App/Package.swift": Array("""
            import PackageDescription
            let package = Package(name: "App", dependencies: [.package(path: "../Kit")],
                                  targets: [.target(name: "App", dependencies: [.product(name: "Kit", package: "Kit")])])
            """.utf8),
        ]
        let paths = ["Kit/Sources/Kit/K.swift", "Kit/Sources/KitTools/T.swift", "App/Sources/App/A.swift", "App/Sources/App/B.swift"]
        let graph = ModuleGraph(files: paths.map { ModuleGraph.File(path: $0, absolutePath: "/r/" + $0) }, manifests: manifests,
                                gitRoots: [], roots: ["/r"])
        let (model, files) = model([
            "Kit/Sources/Kit/K.swift": "public struct Open {}\npackage struct Shared {}\nstruct Inside {}",
            "Kit/Sources/KitTools/T.swift": "import Kit",
            "App/Sources/App/A.swift": "import Kit",
            "App/Sources/App/B.swift": "",
        ], graph: graph)
        func id(_ name: String) -> Int32 { Int32(model.declarations.firstIndex { $0.name == name }!) }
        let tools = files["Kit/Sources/KitTools/T.swift"]!, app = files["App/Sources/App/A.swift"]!, noImport = files["App/Sources/App/B.swift"]!
        #expect(model.isVisible(id("Open"), from: app))
        #expect(!model.isVisible(id("Open"), from: noImport))
        #expect(model.isVisible(id("Shared"), from: tools))
        #expect(!model.isVisible(id("Shared"), from: app))
        #expect(!model.isVisible(id("Inside"), from: tools))
    }

    // MARK: Calls

    @Test func aCallMeansAProjectFunctionOnlyWhereItsReceiverAndLabelsFit() {
        let (model, files) = model([
            "S.swift": """
            import SwiftUI
            struct S: ButtonStyle {
                private func foregroundColor(_ isPressed: Bool) -> Color { .red }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(foregroundColor(configuration.isPressed))
                }
            }
            struct SearchBar { func foregroundColor(_ c: Color) -> SearchBar { self } }
            extension View { func cornerRadius(_ r: Double, smooth: Bool = false) -> some View { self } }
            struct V: View {
                var body: some View {
                    Text("a").foregroundColor(.red).cornerRadius(4)
                }
            }
            """,
        ])
        let file = files["S.swift"]!
        let calls = file.tree.nodes(ofKind: [.functionCallExpr])
        func candidates(_ text: String) -> [String] {
            let call = calls.first { file.tree.text(of: $0).hasSuffix(text) && file.tree.text(of: $0).count >= text.count }!
            return model.candidates(forCall: call, in: file).map { model.location($0) }
        }
        // The ButtonStyle's own bare call is its helper; the label's modifier is SwiftUI's.
        #expect(candidates("foregroundColor(configuration.isPressed)") == ["S.swift:3"])
        #expect(candidates("configuration.label.foregroundColor(foregroundColor(configuration.isPressed))").isEmpty)
        // A Text chain: SearchBar's member cannot apply; View's extension with a default can.
        #expect(candidates("Text(\"a\").foregroundColor(.red)").isEmpty)
        #expect(candidates(".cornerRadius(4)") == ["S.swift:9"])
    }
}
