import Foundation

/// The expression types `swiftc -dump-ast` prints, by source range: what `TypeAudit`
/// compares the type layer with.
///
/// A dump line of an expression reads `(member_ref_expr type="Palette" location=a.swift:9:15
/// range=[a.swift:9:11 - line:9:15] ...)`: the range runs from the first token's start to the
/// last token's start (line and UTF-8 column, 1-based). Several expressions can share a
/// range (`x?.y` is an `optional_evaluation_expr` around a `member_ref_expr`; a value used
/// as an `Any` is an `erasure_expr` around it). For each range the dump keeps the outermost
/// expression that is not a conversion — conversions (`load_expr`, `inject_into_optional`,
/// `erasure_expr`, `function_conversion_expr`, `autoclosure_expr`, ...) say what the
/// context made of the value, not what the value is — preferring one written in the source
/// to one the compiler made (a `for` loop's iterator call, a tuple taken apart by a
/// pattern, an implicitly unwrapped value's forcing, which share the range of what they
/// wrap). So an optional chain `a?.b` gets its `optional_evaluation_expr`'s type (`B?`,
/// the chain as a whole), a link inside a chain the type inside it (the `a?.b` of
/// `a?.b.c` is `B`), an implicitly unwrapped value its declared optional type, and a
/// `@dynamicMemberLookup` member the compiler's implicit subscript's type.
///
/// Pattern initialisers are printed twice (`original_init=` before type-checking,
/// `processed_init=` after); only the processed one is read.
package struct CompilerDump: Sendable {
    /// A source range in a file, as the dump prints it.
    package struct Range: Hashable, Sendable {
        package var file: String
        package var startLine: Int32
        package var startColumn: Int32
        package var endLine: Int32
        package var endColumn: Int32
        package init(file: String, startLine: Int32, startColumn: Int32, endLine: Int32, endColumn: Int32) {
            self.file = file
            self.startLine = startLine
            self.startColumn = startColumn
            self.endLine = endLine
            self.endColumn = endColumn
        }
    }

    package struct Entry: Sendable {
        /// `member_ref_expr`, `call_expr`, ...
        package var kind: String
        /// As printed, `@lvalue` and `inout` removed.
        package var type: String
        package var isImplicit: Bool
    }

    /// The chosen expression per range.
    package private(set) var entries: [Range: Entry] = [:]
    /// Files the dump names.
    package private(set) var files: Set<String> = []

    package init() {}

    /// Conversions the compiler wraps a value in (implicit): skipped when choosing a range's
    /// expression.
    static let conversions: Set<String> = [
        "load_expr", "inject_into_optional", "erasure_expr", "function_conversion_expr", "covariant_function_conversion_expr",
        "covariant_return_conversion_expr", "derived_to_base_expr", "archetype_to_super_expr", "collection_upcast_expr",
        "metatype_conversion_expr", "any_hashable_erasure_expr", "bridge_to_objc_expr", "bridge_from_objc_expr",
        "conditional_bridge_from_objc_expr", "underlying_to_opaque_expr", "string_to_pointer", "array_to_pointer",
        "inout_to_pointer", "pointer_to_pointer", "foreign_object_conversion", "unevaluated_instance",
        "unresolved_type_conversion_expr", "abi_safe_conversion_expr", "actor_isolation_erasure_expr", "unsafe_cast_expr",
        "differentiable_function", "linear_function", "implicit_conversion_expr", "existential_metatype_to_object",
        "protocol_metatype_to_object", "class_metatype_to_object", "unresolved_specialize_expr", "destructure_tuple_expr",
        "default_argument_expr", "autoclosure_expr", "vararg_expansion_expr",
    ]

    /// Implicit expressions that are what the written code's value is: an optional chain's
    /// end, a member named without `self.` applied to the implicit `self` (a case named in a
    /// static method is the case, not a function of the metatype).
    static func isValueDefining(_ entry: Entry) -> Bool {
        entry.kind == "optional_evaluation_expr" || entry.kind == "dot_syntax_call_expr"
    }

    /// A result builder's functions the compiler calls around statements.
    static let builderFunctions = [".buildExpression", ".buildBlock", ".buildIf", ".buildEither", ".buildOptional",
                                   ".buildLimitedAvailability", ".buildArray", ".buildFinalResult", ".buildPartialBlock"]

    /// A conversion the compiler added (an implicit array is a variadic argument's).
    static func isConversion(_ entry: Entry) -> Bool {
        conversions.contains(entry.kind) || (entry.isImplicit && (entry.kind == "array_expr" || entry.kind == "paren_expr" || entry.kind == "tuple_expr"))
    }

    /// Adds another dump's expressions (of other files).
    package mutating func merge(_ other: CompilerDump) {
        for (range, entry) in other.entries where entries[range] == nil { entries[range] = entry }
        files.formUnion(other.files)
    }

    /// Reads a whole dump held in memory.
    package static func parse(_ text: String) -> CompilerDump {
        var dump = CompilerDump()
        var reader = LineReader()
        var state = State()
        var bytes = Array(text.utf8)
        bytes.append(10)
        bytes.withUnsafeBufferPointer { buffer in
            reader.feed(buffer) { dump.read(line: $0, state: &state) }
        }
        return dump
    }

    /// Streams a dump file (dumps of whole packages run to hundreds of MB).
    package static func read(path: String) throws -> CompilerDump {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw NSError(domain: "CompilerDump", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot read \(path)"])
        }
        defer { try? handle.close() }
        var dump = CompilerDump()
        var reader = LineReader()
        var state = State()
        while true {
            let chunk = handle.readData(ofLength: 1 << 22)
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { raw in
                reader.feed(raw.bindMemory(to: UInt8.self)) { dump.read(line: $0, state: &state) }
            }
        }
        let newline: [UInt8] = [10]
        newline.withUnsafeBufferPointer { reader.feed($0) { dump.read(line: $0, state: &state) } }
        return dump
    }

    /// Splits a byte stream into lines (a line may span chunks).
    struct LineReader {
        var pending: [UInt8] = []

        mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (ArraySlice<UInt8>) -> Void) {
            var start = 0
            for i in 0..<bytes.count where bytes[i] == 10 {
                if pending.isEmpty {
                    body(ArraySlice(UnsafeBufferPointer(rebasing: bytes[start..<i])))
                } else {
                    pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                    body(pending[...])
                    pending.removeAll(keepingCapacity: true)
                }
                start = i + 1
            }
            if start < bytes.count { pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count])) }
        }
    }

    /// Where the reader is: the indentation of an `original_init=` subtree being skipped.
    struct State {
        var skippingBelow: Int?
    }

    mutating func read(line: ArraySlice<UInt8>, state: inout State) {
        var i = line.startIndex
        while i < line.endIndex && line[i] == 32 { i += 1 }
        let indent = i - line.startIndex
        guard i < line.endIndex, line[i] == UInt8(ascii: "(") else { return }
        if let below = state.skippingBelow {
            if indent > below { return }
            state.skippingBelow = nil
        }
        i += 1
        var kindEnd = i
        while kindEnd < line.endIndex && line[kindEnd] != 32 && line[kindEnd] != UInt8(ascii: ")") { kindEnd += 1 }
        var kind = String(decoding: line[i..<kindEnd], as: UTF8.self)
        if kind.hasPrefix("original_init=") {
            state.skippingBelow = indent
            return
        }
        if let equals = kind.firstIndex(of: "=") { kind = String(kind[kind.index(after: equals)...]) }
        guard kind.hasSuffix("_expr") || CompilerDump.conversions.contains(kind) || kind == "inject_into_optional" else { return }
        guard let typeText = CompilerDump.attribute("type=\"", in: line, from: kindEnd, quoted: true),
              let rangeText = CompilerDump.attribute("range=[", in: line, from: kindEnd, quoted: false),
              let range = CompilerDump.parseRange(rangeText) else { return }
        let isImplicit = CompilerDump.contains(" implicit ", in: line, from: kindEnd, before: " type=\"")
        var type = typeText
        for prefix in ["@lvalue ", "inout "] where type.hasPrefix(prefix) { type = String(type.dropFirst(prefix.count)) }
        files.insert(range.file)
        // A reference the compiler made up (a result builder's `buildExpression`, an
        // implicit `self`) stands for nothing written; a builder call it applies to a
        // statement (its range the statement's first token) goes too.
        if isImplicit && kind == "declref_expr" {
            if let decl = CompilerDump.attribute("decl=\"", in: line, from: kindEnd, quoted: true),
               CompilerDump.builderFunctions.contains(where: { decl.contains($0) }),
               let existing = entries[range], existing.kind == "dot_syntax_call_expr", existing.isImplicit {
                entries[range] = nil
            }
            return
        }
        if kind == "destructure_tuple_expr", let existing = entries[range], existing.kind == "optional_evaluation_expr", existing.isImplicit {
            // `if let (a, b) = f()`: the optional evaluation is the pattern's conversion of
            // the value (labels dropped), not a chain written there.
            entries[range] = Entry(kind: kind, type: type, isImplicit: isImplicit)
            return
        }
        if let existing = entries[range] {
            // An outer expression was read first. A conversion there gives way to what it
            // wraps, and an implicit expression (a `for` loop's iterator, a tuple taken
            // apart) to the explicit one written there.
            if CompilerDump.isConversion(existing)
                || (existing.isImplicit && !CompilerDump.isValueDefining(existing) && !isImplicit && !CompilerDump.conversions.contains(kind)) {
                entries[range] = Entry(kind: kind, type: type, isImplicit: isImplicit)
            }
            return
        }
        entries[range] = Entry(kind: kind, type: type, isImplicit: isImplicit)
    }

    /// The text after `key` up to the closing quote (`quoted`) or `]`.
    static func attribute(_ key: String, in line: ArraySlice<UInt8>, from start: Int, quoted: Bool) -> String? {
        let pattern = Array(key.utf8)
        var i = start
        let end = line.endIndex
        search: while i + pattern.count <= end {
            for k in 0..<pattern.count where line[i + k] != pattern[k] {
                i += 1
                continue search
            }
            let valueStart = i + pattern.count
            var j = valueStart
            if quoted {
                // A type may hold quotes (`@opened("...")`): the value ends at a quote followed by
                // a space, `)` or the end of the line.
                while j < end {
                    if line[j] == UInt8(ascii: "\"") && (j + 1 == end || line[j + 1] == 32 || line[j + 1] == UInt8(ascii: ")")) { break }
                    j += 1
                }
            } else {
                while j < end && line[j] != UInt8(ascii: "]") { j += 1 }
            }
            guard j < end else { return nil }
            return String(decoding: line[valueStart..<j], as: UTF8.self)
        }
        return nil
    }

    static func contains(_ text: String, in line: ArraySlice<UInt8>, from start: Int, before stop: String) -> Bool {
        let s = String(decoding: line[start...], as: UTF8.self)
        guard let found = s.range(of: text) else { return false }
        guard let limit = s.range(of: stop) else { return true }
        return found.lowerBound < limit.lowerBound
    }

    /// `a.swift:9:11 - line:9:15`.
    static func parseRange(_ text: String) -> Range? {
        let parts = text.components(separatedBy: " - ")
        guard parts.count == 2 else { return nil }
        func position(_ part: String) -> (String, Int32, Int32)? {
            let fields = part.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, let line = Int32(fields[fields.count - 2]), let column = Int32(fields[fields.count - 1]) else { return nil }
            return (fields[0..<(fields.count - 2)].joined(separator: ":"), line, column)
        }
        guard let start = position(parts[0]), let end = position(parts[1]) else { return nil }
        return Range(file: start.0, startLine: start.1, startColumn: start.2, endLine: end.1, endColumn: end.2)
    }
}
