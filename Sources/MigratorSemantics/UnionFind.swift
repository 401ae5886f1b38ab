/// Disjoint sets over `0..<count`, joined by `union`; each set is named by its smallest
/// member (`find`), so answers do not depend on the order of unions. Used for groups of
/// modules, universes and review groups of change blocks.
package struct UnionFind {
    private var parent: [Int]

    package init(count: Int) { parent = Array(0..<count) }

    var count: Int { parent.count }

    package mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    package mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
}
