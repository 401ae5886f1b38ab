import Testing
@testable import SwiftCST

/// Grammar tests: each source parses without errors, round-trips byte for byte, and has
/// the expected tree shape (node kinds, tokens left out).
struct GrammarTests {
    static let declarations: [(String, String)] = [
        ("import struct Foundation.URL",
         "importDecl"),
        ("@MainActor final class Model<T: Hashable>: ObservableObject, @unchecked Sendable where T: Codable { }",
         "classDecl(attributeList(attribute) modifierList(declModifier) genericParameterClause(genericParameter(identifierType)) inheritanceClause(inheritedType(identifierType) inheritedType(attributedType(attribute identifierType))) genericWhereClause(genericRequirement(identifierType identifierType)) memberBlock)"),
        ("public struct Box<each T>: ~Copyable { }",
         "structDecl(modifierList(declModifier) genericParameterClause(genericParameter) inheritanceClause(inheritedType(suppressedType(identifierType))) memberBlock)"),
        ("actor Counter { var value = 0 }",
         "actorDecl(memberBlock(variableDecl(patternBinding(identifierPattern initializerClause(integerLiteralExpr)))))"),
        ("extension Array: Identifiable where Element: Identifiable { }",
         "extensionDecl(identifierType inheritanceClause(inheritedType(identifierType)) genericWhereClause(genericRequirement(identifierType identifierType)) memberBlock)"),
        ("protocol Store<State>: AnyObject { associatedtype State: Equatable = Int }",
         "protocolDecl(primaryAssociatedTypeClause inheritanceClause(inheritedType(identifierType)) memberBlock(associatedTypeDecl(inheritanceClause(inheritedType(identifierType)) typeInitializerClause(identifierType))))"),
        ("enum Tab: String, CaseIterable { case home = \"h\", settings; indirect case tree(left: Tab, Tab) }",
         "enumDecl(inheritanceClause(inheritedType(identifierType) inheritedType(identifierType)) memberBlock(enumCaseDecl(enumCaseElement(initializerClause(stringLiteralExpr(stringSegment))) enumCaseElement) enumCaseDecl(modifierList(declModifier) enumCaseElement(enumCaseParameterClause(enumCaseParameter(identifierType) enumCaseParameter(identifierType))))))"),
        ("func load(_ id: Int, from url: URL = .init(filePath: \"/\")) async throws(LoadError) -> [Item] { [] }",
         "functionDecl(functionSignature(parameterClause(functionParameter(identifierType) functionParameter(identifierType initializerClause(functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(stringLiteralExpr(stringSegment))))))) effectSpecifiers(throwsClause(identifierType)) returnClause(arrayType(identifierType))) codeBlock(arrayExpr))"),
        ("static func == (lhs: Self, rhs: Self) -> Bool { true }",
         "functionDecl(modifierList(declModifier) functionSignature(parameterClause(functionParameter(identifierType) functionParameter(identifierType)) returnClause(identifierType)) codeBlock(booleanLiteralExpr))"),
        ("init?(rawValue: String) { nil }",
         "initializerDecl(functionSignature(parameterClause(functionParameter(identifierType))) codeBlock(nilLiteralExpr))"),
        ("deinit { cancel() }",
         "deinitializerDecl(codeBlock(functionCallExpr(declReferenceExpr labeledExprList)))"),
        ("subscript(index: Int) -> Element { get { items[index] } set { items[index] = newValue } }",
         "subscriptDecl(functionSignature(parameterClause(functionParameter(identifierType)) returnClause(identifierType)) accessorBlock(accessorDecl(codeBlock(subscriptCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))))) accessorDecl(codeBlock(sequenceExpr(subscriptCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))) assignmentExpr declReferenceExpr)))))"),
        ("public private(set) var count: Int = 0 { didSet { save() } willSet(newCount) { } }",
         "variableDecl(modifierList(declModifier declModifier) patternBinding(identifierPattern typeAnnotation(identifierType) initializerClause(integerLiteralExpr) accessorBlock(accessorDecl(codeBlock(functionCallExpr(declReferenceExpr labeledExprList))) accessorDecl(accessorParameters codeBlock))))"),
        ("nonisolated(unsafe) static var shared: Model?",
         "variableDecl(modifierList(declModifier declModifier) patternBinding(identifierPattern typeAnnotation(optionalType(identifierType))))"),
        ("var body: some View { Text(\"a\") }",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(someOrAnyType(identifierType)) accessorBlock(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(stringLiteralExpr(stringSegment)))))))"),
        ("let (a, b): (Int, String) = (1, \"x\"), c = 2",
         "variableDecl(patternBinding(tuplePattern(tuplePatternElement(identifierPattern) tuplePatternElement(identifierPattern)) typeAnnotation(tupleType(tupleTypeElement(identifierType) tupleTypeElement(identifierType))) initializerClause(tupleExpr(labeledExprList(labeledExpr(integerLiteralExpr) labeledExpr(stringLiteralExpr(stringSegment)))))) patternBinding(identifierPattern initializerClause(integerLiteralExpr)))"),
        ("typealias Handler<T> = (T) async -> Void",
         "typeAliasDecl(genericParameterClause(genericParameter) typeInitializerClause(functionType(tupleType(tupleTypeElement(identifierType)) effectSpecifiers identifierType)))"),
        ("@freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: \"M\", type: \"S\")",
         "macroDecl(attributeList(attribute(attributeArguments(labeledExprList(labeledExpr(declReferenceExpr))))) modifierList(declModifier) genericParameterClause(genericParameter) functionSignature(parameterClause(functionParameter(identifierType)) returnClause(tupleType(tupleTypeElement(identifierType) tupleTypeElement(identifierType)))) initializerClause(macroExpansionExpr(labeledExprList(labeledExpr(stringLiteralExpr(stringSegment)) labeledExpr(stringLiteralExpr(stringSegment))))))"),
        ("@attached(member, names: named(init)) macro AddInit() = #externalMacro(module: \"M\", type: \"A\")",
         "macroDecl(attributeList(attribute(attributeArguments(labeledExprList(labeledExpr(declReferenceExpr) labeledExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr)))))))) functionSignature(parameterClause) initializerClause(macroExpansionExpr(labeledExprList(labeledExpr(stringLiteralExpr(stringSegment)) labeledExpr(stringLiteralExpr(stringSegment))))))"),
        ("infix operator <>: AdditionPrecedence",
         "operatorDecl(modifierList(declModifier))"),
        ("precedencegroup Pipe { associativity: left higherThan: AssignmentPrecedence }",
         "precedenceGroupDecl(tokenList)"),
        ("func consume(_ x: consuming Item, _ y: borrowing Item, _ z: sending Item, _ w: inout Int) { }",
         "functionDecl(functionSignature(parameterClause(functionParameter(attributedType(identifierType)) functionParameter(attributedType(identifierType)) functionParameter(attributedType(identifierType)) functionParameter(attributedType(identifierType)))) codeBlock)"),
        ("func join(_ tags: String..., with: (Int...) -> Void) { }",
         "functionDecl(functionSignature(parameterClause(functionParameter(identifierType) functionParameter(functionType(tupleType(tupleTypeElement(identifierType)) identifierType)))) codeBlock)"),
        ("func all<each T>(_ value: repeat each T) -> (repeat each T) { (repeat each value) }",
         "functionDecl(genericParameterClause(genericParameter) functionSignature(parameterClause(functionParameter(packExpansionType(packElementType(identifierType)))) returnClause(tupleType(tupleTypeElement(packExpansionType(packElementType(identifierType)))))) codeBlock(tupleExpr(labeledExprList(labeledExpr(packExpansionExpr(packElementExpr(declReferenceExpr)))))))"),
        ("@_spi(Internal) @available(iOS 17, macOS 14, *) public func hidden() { }",
         "functionDecl(attributeList(attribute(attributeArguments(tokenList)) attribute(attributeArguments(tokenList))) modifierList(declModifier) functionSignature(parameterClause) codeBlock)"),
    ]


    static let statements: [(String, String)] = [
        ("if let x, var y = f(), case .some(let z) = g(), #available(iOS 17, *) { } else if a { } else { }",
         "ifExpr(conditionElementList(conditionElement(optionalBindingCondition(identifierPattern)) conditionElement(optionalBindingCondition(identifierPattern initializerClause(functionCallExpr(declReferenceExpr labeledExprList)))) conditionElement(matchingPatternCondition(expressionPattern(functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(patternExpr(valueBindingPattern(declReferenceExpr)))))) initializerClause(functionCallExpr(declReferenceExpr labeledExprList)))) conditionElement(availabilityCondition)) codeBlock ifExpr(conditionElementList(conditionElement(declReferenceExpr)) codeBlock codeBlock))"),
        ("if let v = switch e { case .a: 1 default: nil } { return v }",
         "ifExpr(conditionElementList(conditionElement(optionalBindingCondition(identifierPattern initializerClause(switchExpr(declReferenceExpr switchCase(switchCaseLabel(switchCaseItem(expressionPattern(memberAccessExpr))) integerLiteralExpr) switchCase(switchDefaultLabel nilLiteralExpr)))))) codeBlock(returnStmt(declReferenceExpr)))"),
        ("guard let value = optional else { return }",
         "guardStmt(conditionElementList(conditionElement(optionalBindingCondition(identifierPattern initializerClause(declReferenceExpr)))) codeBlock(returnStmt))"),
        ("for case let (i, x)? in pairs.enumerated() where i > 0 { continue }",
         "forStmt(valueBindingPattern(optionalChainingExpr(tupleExpr(labeledExprList(labeledExpr(declReferenceExpr) labeledExpr(declReferenceExpr))))) functionCallExpr(memberAccessExpr(declReferenceExpr) labeledExprList) sequenceExpr(declReferenceExpr binaryOperatorExpr integerLiteralExpr) codeBlock(continueStmt))"),
        ("while x < 10 { x += 1 }",
         "whileStmt(conditionElementList(conditionElement(sequenceExpr(declReferenceExpr binaryOperatorExpr integerLiteralExpr))) codeBlock(sequenceExpr(declReferenceExpr binaryOperatorExpr integerLiteralExpr)))"),
        ("repeat { x -= 1 } while x > 0",
         "repeatStmt(codeBlock(sequenceExpr(declReferenceExpr binaryOperatorExpr integerLiteralExpr)) sequenceExpr(declReferenceExpr binaryOperatorExpr integerLiteralExpr))"),
        ("switch value { case .a(let x), .b(let x) where x > 0: break; case is Int: fallthrough; @unknown default: return }",
         "switchExpr(declReferenceExpr switchCase(switchCaseLabel(switchCaseItem(expressionPattern(functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(patternExpr(valueBindingPattern(declReferenceExpr))))))) switchCaseItem(expressionPattern(functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(patternExpr(valueBindingPattern(declReferenceExpr)))))) sequenceExpr(declReferenceExpr binaryOperatorExpr integerLiteralExpr))) breakStmt) switchCase(switchCaseLabel(switchCaseItem(isTypePattern(identifierType))) fallthroughStmt) switchCase(attributeList(attribute) switchDefaultLabel returnStmt))"),
        ("do { try run() } catch let error as URLError { } catch { }",
         "doStmt(codeBlock(tryExpr(functionCallExpr(declReferenceExpr labeledExprList))) catchClause(catchItem(valueBindingPattern(sequenceExpr(declReferenceExpr asExpr(identifierType)))) codeBlock) catchClause(codeBlock))"),
        ("outer: for x in xs { break outer }",
         "labeledStmt(forStmt(identifierPattern declReferenceExpr codeBlock(breakStmt)))"),
        ("defer { cleanup() }",
         "deferStmt(codeBlock(functionCallExpr(declReferenceExpr labeledExprList)))"),
        ("throw Failure.bad",
         "throwStmt(memberAccessExpr(declReferenceExpr))"),
    ]


    static let expressions: [(String, String)] = [
        ("ForEach(Array(xs.enumerated()), id: \\..offset) { x in x }",
         "functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(functionCallExpr(memberAccessExpr(declReferenceExpr) labeledExprList))))) labeledExpr(keyPathExpr(keyPathComponent))) closureExpr(closureSignature(closureParameterClause(closureShorthandParameter)) declReferenceExpr))"),
        ("c.decode(Apps::Application.self, forKey: .a)",
         "functionCallExpr(memberAccessExpr(declReferenceExpr) labeledExprList(labeledExpr(memberAccessExpr(declReferenceExpr)) labeledExpr(memberAccessExpr)))"),
        ("let m = (p .!= q)",
         "variableDecl(patternBinding(identifierPattern initializerClause(tupleExpr(labeledExprList(labeledExpr(sequenceExpr(declReferenceExpr binaryOperatorExpr declReferenceExpr)))))))"),
        ("let items = ids.compactMap { get(id: $0) }",
         "variableDecl(patternBinding(identifierPattern initializerClause(functionCallExpr(memberAccessExpr(declReferenceExpr) closureExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))))))))"),
        ("let f = update { set(x) }",
         "variableDecl(patternBinding(identifierPattern initializerClause(functionCallExpr(declReferenceExpr closureExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))))))))"),
        ("var x = 0 { didSet { print(x) } }",
         "variableDecl(patternBinding(identifierPattern initializerClause(integerLiteralExpr) accessorBlock(accessorDecl(codeBlock(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))))))))"),
        ("let v = a + b * c ?? d",
         "variableDecl(patternBinding(identifierPattern initializerClause(sequenceExpr(declReferenceExpr binaryOperatorExpr declReferenceExpr binaryOperatorExpr declReferenceExpr binaryOperatorExpr declReferenceExpr))))"),
        ("let t = flag ? x : y",
         "variableDecl(patternBinding(identifierPattern initializerClause(sequenceExpr(declReferenceExpr unresolvedTernaryExpr(declReferenceExpr) declReferenceExpr))))"),
        ("let c = foo(x, label: y) { $0 } onDismiss: { print(\"d\") }",
         "variableDecl(patternBinding(identifierPattern initializerClause(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr) labeledExpr(declReferenceExpr)) closureExpr(declReferenceExpr) multipleTrailingClosureElement(closureExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(stringLiteralExpr(stringSegment))))))))))"),
        ("let k = \\Item.name?.count",
         "variableDecl(patternBinding(identifierPattern initializerClause(keyPathExpr(identifierType keyPathComponent keyPathComponent keyPathComponent))))"),
        ("let k2 = \\.self",
         "variableDecl(patternBinding(identifierPattern initializerClause(keyPathExpr(keyPathComponent))))"),
        ("let cast = x as? Int ?? (y as! String).count",
         "variableDecl(patternBinding(identifierPattern initializerClause(sequenceExpr(declReferenceExpr asExpr(identifierType) binaryOperatorExpr memberAccessExpr(tupleExpr(labeledExprList(labeledExpr(sequenceExpr(declReferenceExpr asExpr(identifierType))))))))))"),
        ("let s = \"a \\(b + \"c \\(d)\") e\"",
         "variableDecl(patternBinding(identifierPattern initializerClause(stringLiteralExpr(stringSegment expressionSegment(labeledExprList(labeledExpr(sequenceExpr(declReferenceExpr binaryOperatorExpr stringLiteralExpr(stringSegment expressionSegment(labeledExprList(labeledExpr(declReferenceExpr)))))))) stringSegment))))"),
        ("let raw = #\"a \\#(b) \"q\"\"#",
         "variableDecl(patternBinding(identifierPattern initializerClause(stringLiteralExpr(stringSegment expressionSegment(labeledExprList(labeledExpr(declReferenceExpr))) stringSegment))))"),
        ("let r = #/a+(?<n>\\d)/#",
         "variableDecl(patternBinding(identifierPattern initializerClause(regexLiteralExpr)))"),
        ("let g = Array<Int>(repeating: 0, count: 3)",
         "variableDecl(patternBinding(identifierPattern initializerClause(functionCallExpr(genericSpecializationExpr(declReferenceExpr genericArgumentClause(genericArgument(identifierType))) labeledExprList(labeledExpr(integerLiteralExpr) labeledExpr(integerLiteralExpr))))))"),
        ("let cl = { [weak self] (a: Int, b) async throws -> Int in a }",
         "variableDecl(patternBinding(identifierPattern initializerClause(closureExpr(closureSignature(closureCaptureClause(closureCapture(declReferenceExpr)) parameterClause(closureParameter(identifierType) closureParameter) effectSpecifiers(throwsClause) returnClause(identifierType)) declReferenceExpr))))"),
        ("let e = if x { 1 } else { 2 }",
         "variableDecl(patternBinding(identifierPattern initializerClause(ifExpr(conditionElementList(conditionElement(declReferenceExpr)) codeBlock(integerLiteralExpr) codeBlock(integerLiteralExpr)))))"),
        ("let sw = switch x { case 1: \"a\" default: \"b\" }",
         "variableDecl(patternBinding(identifierPattern initializerClause(switchExpr(declReferenceExpr switchCase(switchCaseLabel(switchCaseItem(expressionPattern(integerLiteralExpr))) stringLiteralExpr(stringSegment)) switchCase(switchDefaultLabel stringLiteralExpr(stringSegment))))))"),
        ("let d = [String: [Int]]()",
         "variableDecl(patternBinding(identifierPattern initializerClause(functionCallExpr(dictionaryExpr(dictionaryElement(declReferenceExpr arrayExpr(arrayElement(declReferenceExpr)))) labeledExprList))))"),
        ("let lit = [1: \"a\", 2: \"b\"]",
         "variableDecl(patternBinding(identifierPattern initializerClause(dictionaryExpr(dictionaryElement(integerLiteralExpr stringLiteralExpr(stringSegment)) dictionaryElement(integerLiteralExpr stringLiteralExpr(stringSegment))))))"),
        ("items.filter { $0.isActive }.map(\\.name).sorted(by: <)",
         "functionCallExpr(memberAccessExpr(functionCallExpr(memberAccessExpr(functionCallExpr(memberAccessExpr(declReferenceExpr) closureExpr(memberAccessExpr(declReferenceExpr)))) labeledExprList(labeledExpr(keyPathExpr(keyPathComponent))))) labeledExprList(labeledExpr(declReferenceExpr)))"),
        ("VStack { Text(\"a\") }.padding().foregroundColor(.red)",
         "functionCallExpr(memberAccessExpr(functionCallExpr(memberAccessExpr(functionCallExpr(declReferenceExpr closureExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(stringLiteralExpr(stringSegment))))))) labeledExprList)) labeledExprList(labeledExpr(memberAccessExpr)))"),
        ("await withTaskGroup(of: Int.self) { group in }",
         "awaitExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(memberAccessExpr(declReferenceExpr))) closureExpr(closureSignature(closureParameterClause(closureShorthandParameter)))))"),
        ("let p = .some(.init())",
         "variableDecl(patternBinding(identifierPattern initializerClause(functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(functionCallExpr(memberAccessExpr labeledExprList)))))))"),
        ("#Preview(\"Light\") { ContentView() }",
         "macroExpansionExpr(labeledExprList(labeledExpr(stringLiteralExpr(stringSegment))) closureExpr(functionCallExpr(declReferenceExpr labeledExprList)))"),
    ]


    static let conditionalCompilation: [(String, String)] = [
        ("#if swift(<5.9)\nextension C {\n}\n}\n#elseif compiler(>=99)\nlet = \n#else\nlet ok = 1\n#endif\n",
         "ifConfigDecl(ifConfigClause(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(prefixOperatorExpr(floatLiteralExpr)))) tokenList) ifConfigClause(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(prefixOperatorExpr(integerLiteralExpr)))) tokenList) ifConfigClause(variableDecl(patternBinding(identifierPattern initializerClause(integerLiteralExpr)))))"),
        ("struct S {\n    #if os(iOS)\n    var a: Int\n    #elseif os(macOS)\n    var b: Int\n    #else\n    var c: Int\n    #endif\n}\n",
         "structDecl(memberBlock(ifConfigDecl(ifConfigClause(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))) variableDecl(patternBinding(identifierPattern typeAnnotation(identifierType)))) ifConfigClause(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))) variableDecl(patternBinding(identifierPattern typeAnnotation(identifierType)))) ifConfigClause(variableDecl(patternBinding(identifierPattern typeAnnotation(identifierType)))))))"),
        ("var body: some View {\n    Text(\"a\")\n        .padding()\n        #if os(iOS)\n        .navigationBarTitleDisplayMode(.inline)\n        #endif\n}\n",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(someOrAnyType(identifierType)) accessorBlock(postfixIfConfigExpr(functionCallExpr(memberAccessExpr(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(stringLiteralExpr(stringSegment))))) labeledExprList) ifConfigDecl(ifConfigClause(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))) functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(memberAccessExpr)))))))))"),
        ("switch x {\n#if DEBUG\ncase .debug: break\n#endif\ndefault: break\n}\n",
         "switchExpr(declReferenceExpr ifConfigDecl(ifConfigClause(declReferenceExpr switchCase(switchCaseLabel(switchCaseItem(expressionPattern(memberAccessExpr))) breakStmt))) switchCase(switchDefaultLabel breakStmt))"),
        ("#if canImport(UIKit)\n@available(iOS 15, *)\n#endif\nfunc f() { }\n",
         "functionDecl(attributeList(ifConfigDecl(ifConfigClause(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(declReferenceExpr))) attribute(attributeArguments(tokenList))))) functionSignature(parameterClause) codeBlock)"),
    ]

    static let types: [(String, String)] = [
        ("@Environment (\\.colorScheme) var scheme: ColorScheme",
         "variableDecl(attributeList(attribute(attributeArguments(labeledExprList(labeledExpr(keyPathExpr(keyPathComponent)))))) patternBinding(identifierPattern typeAnnotation(identifierType)))"),
        ("let f: @Sendable (Int) -> Void",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(attributedType(attribute functionType(tupleType(tupleTypeElement(identifierType)) identifierType)))))"),
        ("public var app: Apps::Application",
         "variableDecl(modifierList(declModifier) patternBinding(identifierPattern typeAnnotation(identifierType)))"),
        ("init(_ e: CoreGraphics::CGEvent, _ f: Swift::Array<Swift::Int>, _ g: Outer.Mod::Inner) {}",
         "initializerDecl(functionSignature(parameterClause(functionParameter(identifierType) functionParameter(identifierType(genericArgumentClause(genericArgument(identifierType)))) functionParameter(memberType(identifierType)))) codeBlock)"),
        ("func fetch() -> AnyPublisher\n<Info, Never> { x }",
         "functionDecl(functionSignature(parameterClause returnClause(identifierType(genericArgumentClause(genericArgument(identifierType) genericArgument(identifierType))))) codeBlock(declReferenceExpr))"),
        ("func update(_ f: @escaping @MainActor([Item]) -> Void, _ g: @MainActor(Int) async -> Void) {}",
         "functionDecl(functionSignature(parameterClause(functionParameter(attributedType(attribute attribute functionType(tupleType(tupleTypeElement(arrayType(identifierType))) identifierType))) functionParameter(attributedType(attribute functionType(tupleType(tupleTypeElement(identifierType)) effectSpecifiers identifierType))))) codeBlock)"),
        ("let r = UICollectionView.CellRegistration\n<Cell, Item> { cell, _, item in }",
         "variableDecl(patternBinding(identifierPattern initializerClause(functionCallExpr(genericSpecializationExpr(memberAccessExpr(declReferenceExpr) genericArgumentClause(genericArgument(identifierType) genericArgument(identifierType))) closureExpr(closureSignature(closureParameterClause(closureShorthandParameter closureShorthandParameter closureShorthandParameter)))))))"),
        ("let c = a\n< b",
         "variableDecl(patternBinding(identifierPattern initializerClause(sequenceExpr(declReferenceExpr binaryOperatorExpr declReferenceExpr))))"),
        ("func show(text: String,\u{00A0}duration: Double\u{00A0}= 2) {}",
         "functionDecl(functionSignature(parameterClause(functionParameter(identifierType) functionParameter(identifierType initializerClause(integerLiteralExpr)))) codeBlock)"),
        ("func open(_ completion: @escaping(URL?) -> Void) {}",
         "functionDecl(functionSignature(parameterClause(functionParameter(attributedType(attribute functionType(tupleType(tupleTypeElement(optionalType(identifierType))) identifierType))))) codeBlock)"),
        ("let a: [String: [Int?]]?",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(optionalType(dictionaryType(identifierType arrayType(optionalType(identifierType)))))))"),
        ("let b: (Int, label: String) -> Void",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(functionType(tupleType(tupleTypeElement(identifierType) tupleTypeElement(identifierType)) identifierType))))"),
        ("let c: @escaping @Sendable (inout Int) async throws -> some Collection<Int>",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(attributedType(attribute attribute functionType(tupleType(tupleTypeElement(attributedType(identifierType))) effectSpecifiers(throwsClause) someOrAnyType(identifierType(genericArgumentClause(genericArgument(identifierType)))))))))"),
        ("let d: any Hashable & Codable",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(someOrAnyType(compositionType(identifierType identifierType)))))"),
        ("let e: Foo.Bar<Int>.Baz.Type",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(metatypeType(memberType(memberType(identifierType genericArgumentClause(genericArgument(identifierType))))))))"),
        ("let f: Int!",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(implicitlyUnwrappedOptionalType(identifierType))))"),
        ("let g: (repeat each T)",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(tupleType(tupleTypeElement(packExpansionType(packElementType(identifierType)))))))"),
        ("let h: Array<Array<Int>>",
         "variableDecl(patternBinding(identifierPattern typeAnnotation(identifierType(genericArgumentClause(genericArgument(identifierType(genericArgumentClause(genericArgument(identifierType)))))))))"),
    ]


    static let patterns: [(String, String)] = [
        ("let (a, (b, _)) = t",
         "variableDecl(patternBinding(tuplePattern(tuplePatternElement(identifierPattern) tuplePatternElement(tuplePattern(tuplePatternElement(identifierPattern) tuplePatternElement(wildcardPattern)))) initializerClause(declReferenceExpr)))"),
        ("for (key, value) in dict {}",
         "forStmt(tuplePattern(tuplePatternElement(identifierPattern) tuplePatternElement(identifierPattern)) declReferenceExpr codeBlock)"),
        ("if case let .point(x, y) = p {}",
         "ifExpr(conditionElementList(conditionElement(matchingPatternCondition(valueBindingPattern(functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(declReferenceExpr) labeledExpr(declReferenceExpr)))) initializerClause(declReferenceExpr)))) codeBlock)"),
        ("if case .some(let v)? = nested {}",
         "ifExpr(conditionElementList(conditionElement(matchingPatternCondition(expressionPattern(optionalChainingExpr(functionCallExpr(memberAccessExpr labeledExprList(labeledExpr(patternExpr(valueBindingPattern(declReferenceExpr))))))) initializerClause(declReferenceExpr)))) codeBlock)"),
        ("switch v { case (0, _), (_, 0): break; case let s as String: break; case is Int: break; default: break }",
         "switchExpr(declReferenceExpr switchCase(switchCaseLabel(switchCaseItem(expressionPattern(tupleExpr(labeledExprList(labeledExpr(integerLiteralExpr) labeledExpr(discardAssignmentExpr))))) switchCaseItem(expressionPattern(tupleExpr(labeledExprList(labeledExpr(discardAssignmentExpr) labeledExpr(integerLiteralExpr)))))) breakStmt) switchCase(switchCaseLabel(switchCaseItem(valueBindingPattern(sequenceExpr(declReferenceExpr asExpr(identifierType))))) breakStmt) switchCase(switchCaseLabel(switchCaseItem(isTypePattern(identifierType))) breakStmt) switchCase(switchDefaultLabel breakStmt))"),
    ]


    static let attributes: [(String, String)] = [
        ("@available(iOS, introduced: 15, deprecated: 17, message: \"use X\") func f() {}",
         "functionDecl(attributeList(attribute(attributeArguments(tokenList))) functionSignature(parameterClause) codeBlock)"),
        ("@objc(doSomething:with:) func doSomething(_ a: Int, with b: Int) {}",
         "functionDecl(attributeList(attribute(attributeArguments(tokenList))) functionSignature(parameterClause(functionParameter(identifierType) functionParameter(identifierType))) codeBlock)"),
        ("@Environment(\\.colorScheme) var scheme",
         "variableDecl(attributeList(attribute(attributeArguments(labeledExprList(labeledExpr(keyPathExpr(keyPathComponent)))))) patternBinding(identifierPattern))"),
        ("@AppStorage(\"key\", store: .standard) var flag = false",
         "variableDecl(attributeList(attribute(attributeArguments(labeledExprList(labeledExpr(stringLiteralExpr(stringSegment)) labeledExpr(memberAccessExpr))))) patternBinding(identifierPattern initializerClause(booleanLiteralExpr)))"),
        ("@FetchRequest(sortDescriptors: [SortDescriptor(\\.name)]) var items: FetchedResults<Item>",
         "variableDecl(attributeList(attribute(attributeArguments(labeledExprList(labeledExpr(arrayExpr(arrayElement(functionCallExpr(declReferenceExpr labeledExprList(labeledExpr(keyPathExpr(keyPathComponent))))))))))) patternBinding(identifierPattern typeAnnotation(identifierType(genericArgumentClause(genericArgument(identifierType))))))"),
        ("@SwiftUI.State private var local = 0",
         "variableDecl(attributeList(attribute) modifierList(declModifier) patternBinding(identifierPattern initializerClause(integerLiteralExpr)))"),
        ("@_specialize(where T == Int) func s<T>(_ t: T) {}",
         "functionDecl(attributeList(attribute(attributeArguments(tokenList))) genericParameterClause(genericParameter) functionSignature(parameterClause(functionParameter(identifierType))) codeBlock)"),
        ("@backDeployed(before: iOS 17) public func bd() {}",
         "functionDecl(attributeList(attribute(attributeArguments(tokenList))) modifierList(declModifier) functionSignature(parameterClause) codeBlock)"),
    ]

    /// Every area's cases, named by area so a failure says where it belongs.
    static let allCases: [(String, String, String)] = [
        declarations.map { ("declarations", $0.0, $0.1) },
        statements.map { ("statements", $0.0, $0.1) },
        expressions.map { ("expressions", $0.0, $0.1) },
        conditionalCompilation.map { ("conditionalCompilation", $0.0, $0.1) },
        types.map { ("types", $0.0, $0.1) },
        patterns.map { ("patterns", $0.0, $0.1) },
        attributes.map { ("attributes", $0.0, $0.1) },
    ].flatMap { $0 }

    /// One test case per area (a case per source printed each one, over 200 lines, on every
    /// run); the shape checks name the area and the source.
    @Test(arguments: ["declarations", "statements", "expressions", "conditionalCompilation", "types", "patterns", "attributes"])
    func parsesWithTheExpectedShape(_ area: String) {
        let mine = Self.allCases.filter { $0.0 == area }
        #expect(!mine.isEmpty)
        for (_, source, expected) in mine {
            let tree = parse(source)
            expectRoundTrip(tree)
            #expect(diagnosticLines(tree) == [], "\(area): \(source)")
            #expect(firstItemShape(tree) == expected, "\(area): \(source)")
        }
    }
}
