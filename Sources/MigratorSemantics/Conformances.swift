import SwiftCST

/// Every type a project type is or conforms to (`SemanticModel.conformances(of:)`): the
/// type itself, its superclasses, the protocols it or they adopt (in the declaration or any
/// extension), and the protocols those refine, as project declarations and outside names.
///
/// The project types are not kept as one set per type: a class n levels deep has n + 1 of
/// them, so sets for every class of a chain would take memory and time quadratic in its
/// length. `contains`, `protocols` and `external` answer from a table made once.
public struct Conformances: Sendable {
    /// The type asked about.
    public let type: Int32
    /// The outside types and protocols (with the ones SwiftUI's protocols refine).
    public let external: Set<String>
    /// The project protocols among the project types (the type itself when it is one).
    public let protocols: Set<Int32>
    let table: ConformanceTable

    /// Whether a project declaration is among the project types.
    public func contains(_ id: Int32) -> Bool { table.reaches(type, id) }

    /// Whether any project type satisfies `predicate` (each asked once, in no set order).
    public func contains(where predicate: (Int32) throws -> Bool) rethrows -> Bool {
        try table.projectTypes(of: type).contains(where: predicate)
    }

    /// Every project type, the type itself included: made on each call, as long as the
    /// superclass chain (ask `contains` or `protocols` where they do).
    public func projectTypes() -> Set<Int32> { table.projectTypes(of: type) }
}

/// Conformances of every declaration, made once when the model is built. The declarations
/// form a graph (an edge for each inherited type that names a project type, in the
/// declaration or its extensions), grouped into strongly connected components (broken
/// code may inherit in a cycle); components come children first, so each component's
/// answers are made from its children's. The first child of a component is its spine (a
/// class's superclass): the project types of a component are its spine chain (ancestors in
/// the forest the spines make, asked in constant time by their order in it) and a `rest`
/// set of the others. Along a chain of classes the rest stays empty or shared.
final class ConformanceTable: @unchecked Sendable {
    /// Per declaration: its component.
    let component: [Int32]
    /// Per component: its declarations are `members[start[c]..<start[c + 1]]`.
    let members: [Int32]
    let start: [Int32]
    /// Per component: its spine (-1: none), its interval in the spine forest's order, and
    /// the project types off its spine chain.
    var spine: [Int32] = []
    var enter: [Int32] = []
    var exit: [Int32] = []
    var rest: [Set<Int32>] = []
    /// Per component: outside names and project protocols.
    var external: [Set<String>] = []
    var protocols: [Set<Int32>] = []

    /// `edges`: per declaration, the project types its inherited types name; `ownExternal`:
    /// the outside names they name; `isProtocol`: whether it is a protocol.
    init(edges: [[Int32]], ownExternal: [[String]], isProtocol: [Bool]) {
        (component, members, start) = ConformanceTable.components(edges)
        let count = start.count - 1
        spine = [Int32](repeating: -1, count: count)
        rest = [Set<Int32>](repeating: [], count: count)
        external = [Set<String>](repeating: [], count: count)
        protocols = [Set<Int32>](repeating: [], count: count)
        // Most declarations inherit nothing: their answers stay empty.
        let trivial = (0..<count).map { c in
            start[c + 1] - start[c] == 1 && edges[Int(members[Int(start[c])])].isEmpty && ownExternal[Int(members[Int(start[c])])].isEmpty
        }
        for c in 0..<count where !trivial[c] {
            spine[c] = children(of: c, edges).first ?? -1
        }
        order()
        for c in 0..<count {
            if trivial[c] {
                let id = members[Int(start[c])]
                if isProtocol[Int(id)] { protocols[c] = [id] }
            } else {
                combine(c, edges: edges, ownExternal: ownExternal, isProtocol: isProtocol)
            }
        }
    }

    func range(_ c: Int) -> Range<Int> { Int(start[c])..<Int(start[c + 1]) }

    /// The components a component's edges lead to, in edge order, each once.
    func children(of c: Int, _ edges: [[Int32]]) -> [Int32] {
        var result: [Int32] = []
        var seen: Set<Int32> = []
        for i in range(c) {
            for target in edges[Int(members[i])] {
                let child = component[Int(target)]
                if child != Int32(c) && seen.insert(child).inserted { result.append(child) }
            }
        }
        return result
    }

    /// Numbers each component on entering and leaving it in a walk of the spine forest.
    func order() {
        let count = spine.count
        var firstChild = [Int32](repeating: -1, count: count)
        var nextSibling = [Int32](repeating: -1, count: count)
        for c in stride(from: count - 1, through: 0, by: -1) where spine[c] >= 0 {
            nextSibling[c] = firstChild[Int(spine[c])]
            firstChild[Int(spine[c])] = Int32(c)
        }
        enter = [Int32](repeating: 0, count: count)
        exit = [Int32](repeating: 0, count: count)
        var clock: Int32 = 0
        var stack: [(node: Int32, entered: Bool)] = []
        for root in 0..<count where spine[root] < 0 {
            stack.append((Int32(root), false))
            while let (node, entered) = stack.popLast() {
                if entered { exit[Int(node)] = clock; clock += 1; continue }
                enter[Int(node)] = clock
                clock += 1
                stack.append((node, true))
                var child = firstChild[Int(node)]
                while child >= 0 { stack.append((child, false)); child = nextSibling[Int(child)] }
            }
        }
    }

    /// Whether component `a` is `c` or on its spine chain.
    func isOnChain(_ a: Int32, of c: Int32) -> Bool {
        enter[Int(a)] <= enter[Int(c)] && exit[Int(c)] <= exit[Int(a)]
    }

    /// A component's answers from its members and its children's answers.
    func combine(_ c: Int, edges: [[Int32]], ownExternal: [[String]], isProtocol: [Bool]) {
        var names: Set<String> = []
        var found: Set<Int32> = []
        var others: Set<Int32> = spine[c] >= 0 ? rest[Int(spine[c])] : []
        for i in range(c) {
            let id = members[i]
            names.formUnion(ownExternal[Int(id)])
            if isProtocol[Int(id)] { found.insert(id) }
        }
        for child in children(of: c, edges) {
            ConformanceTable.merge(external[Int(child)], into: &names)
            ConformanceTable.merge(protocols[Int(child)], into: &found)
            guard child != spine[c] else { continue }
            for id in projectTypes(ofComponent: child) where !isOnChain(component[Int(id)], of: Int32(c)) && !others.contains(id) {
                others.insert(id)
            }
        }
        external[c] = names
        protocols[c] = found
        rest[c] = others
    }

    /// `set ∪ into`, sharing `set`'s storage when `into` is empty.
    static func merge<T>(_ set: Set<T>, into: inout Set<T>) {
        if into.isEmpty { into = set } else if !set.isSubset(of: into) { into.formUnion(set) }
    }

    /// Whether declaration `id`'s project types include `other`.
    func reaches(_ id: Int32, _ other: Int32) -> Bool {
        guard Int(id) < component.count, Int(other) < component.count else { return id == other }
        let c = component[Int(id)]
        return isOnChain(component[Int(other)], of: c) || rest[Int(c)].contains(other)
    }

    func projectTypes(of id: Int32) -> Set<Int32> {
        guard Int(id) < component.count else { return [id] }
        return projectTypes(ofComponent: component[Int(id)])
    }

    /// A component's spine chain's declarations and its rest.
    func projectTypes(ofComponent c: Int32) -> Set<Int32> {
        var result = rest[Int(c)]
        var step = c
        while step >= 0 {
            for i in range(Int(step)) { result.insert(members[i]) }
            step = spine[Int(step)]
        }
        return result
    }

    /// Strongly connected components (Tarjan's, without recursion), children first: each
    /// declaration's component, and the members of each in one array with their starts.
    static func components(_ edges: [[Int32]]) -> (component: [Int32], members: [Int32], start: [Int32]) {
        let n = edges.count
        var index = [Int32](repeating: -1, count: n)
        var low = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var component = [Int32](repeating: -1, count: n)
        var members: [Int32] = []
        var start: [Int32] = [0]
        members.reserveCapacity(n)
        var stack: [Int32] = []
        var calls: [(node: Int32, edge: Int)] = []
        var clock: Int32 = 0
        func visit(_ v: Int32) {
            index[Int(v)] = clock
            low[Int(v)] = clock
            clock += 1
            stack.append(v)
            onStack[Int(v)] = true
            calls.append((v, 0))
        }
        for root in 0..<n where index[root] < 0 {
            visit(Int32(root))
            while let (v, i) = calls.last {
                if i < edges[Int(v)].count {
                    calls[calls.count - 1].edge += 1
                    let w = edges[Int(v)][i]
                    if index[Int(w)] < 0 {
                        visit(w)
                    } else if onStack[Int(w)] {
                        low[Int(v)] = min(low[Int(v)], index[Int(w)])
                    }
                    continue
                }
                calls.removeLast()
                if let (u, _) = calls.last { low[Int(u)] = min(low[Int(u)], low[Int(v)]) }
                guard low[Int(v)] == index[Int(v)] else { continue }
                let c = Int32(start.count - 1)
                while let w = stack.popLast() {
                    onStack[Int(w)] = false
                    component[Int(w)] = c
                    members.append(w)
                    if w == v { break }
                }
                start.append(Int32(members.count))
            }
        }
        return (component, members, start)
    }
}
