/// Every pass, in the order the engine runs them. Adding a pass written in Swift: one line
/// in `builtIn`.
public enum PassRegistry {
    public static let builtIn: [any BuiltInPass.Type] = [
        ForegroundStylePass.self,
        EntryPass.self,
        IdentifiablePass.self,
        NavigationStackPass.self,
        OnChangePass.self,
        NavigationTitlePass.self,
        ToolbarPass.self,
        AlertPass.self,
    ]

    /// Every pass, in run order.
    public static var all: [any Pass] { builtIn.map { $0.init() } }

    public static func named(_ name: String) -> (any Pass)? {
        all.first { $0.name == name }
    }

    /// The registered name closest to `name` (edit distance), for "did you mean".
    public static func closestName(to name: String) -> String? {
        let candidates = all.map { $0.name }
        let scored = candidates.map { ($0, editDistance(Array($0), Array(name))) }.sorted { $0.1 < $1.1 }
        guard let best = scored.first, best.1 <= max(2, name.count / 2) else { return nil }
        return best.0
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
