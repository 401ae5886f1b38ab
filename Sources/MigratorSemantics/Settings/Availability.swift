/// A version like `15`, `15.4`, `1.0`, compared numerically part by part.
public struct Version: Comparable, Hashable, CustomStringConvertible, Sendable {
    public var parts: [Int]

    public init(_ parts: Int...) { self.parts = parts }
    public init(parts: [Int]) { self.parts = parts }

    /// Parses `15`, `15.0`, `v15_4` (SwiftPM's `.v15_4`) or `"15.4"`; nil when malformed.
    public init?(parsing text: String) {
        var body = Substring(text)
        if body.hasPrefix("v") { body = body.dropFirst() }
        let pieces = body.split(whereSeparator: { $0 == "." || $0 == "_" })
        guard !pieces.isEmpty else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard let n = Int(piece), n >= 0 else { return nil }
            parts.append(n)
        }
        self.parts = parts
    }

    public static func < (a: Version, b: Version) -> Bool {
        for i in 0..<max(a.parts.count, b.parts.count) {
            let x = i < a.parts.count ? a.parts[i] : 0
            let y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    public func hash(into hasher: inout Hasher) {
        var trimmed = parts
        while trimmed.count > 1 && trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    public var description: String { parts.map(String.init).joined(separator: ".") }
}

/// Apple platforms the tool knows minimum versions for.
public enum Platform: String, CaseIterable, Sendable, Codable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The command-line flag that sets this platform's minimum.
    public var flag: String { "--min-\(rawValue.lowercased())" }

    /// The platform's first release, where any deployment target meets an API's minimum
    /// (visionOS 1): an unknown target there still allows the API.
    var firstRelease: Version? { self == .visionOS ? Version(1, 0) : nil }
}

/// Minimum OS versions per platform; a missing platform is not constrained. A platform in
/// `unknown` is built for, but nothing says its minimum: no API with a minimum on that
/// platform is allowed (the tool never guesses a deployment target).
public struct Availability: Sendable, CustomStringConvertible, Equatable {
    public var versions: [Platform: Version]
    public var unknown: Set<Platform> = []

    /// Every platform built for, none with a known minimum.
    public static let unknownEverywhere = Availability(versions: [:], unknown: Set(Platform.allCases))

    public init(iOS: Int? = nil, macOS: Int? = nil, tvOS: Int? = nil, watchOS: Int? = nil, visionOS: Int? = nil) {
        var versions: [Platform: Version] = [:]
        if let iOS { versions[.iOS] = Version(iOS) }
        if let macOS { versions[.macOS] = Version(macOS) }
        if let tvOS { versions[.tvOS] = Version(tvOS) }
        if let watchOS { versions[.watchOS] = Version(watchOS) }
        if let visionOS { versions[.visionOS] = Version(visionOS) }
        self.versions = versions
    }

    public init(versions: [Platform: Version], unknown: Set<Platform> = []) {
        self.versions = versions
        self.unknown = unknown.subtracting(versions.keys)
    }

    public subscript(platform: Platform) -> Version? {
        get { versions[platform] }
        set { versions[platform] = newValue }
    }

    /// `iOS 15, macOS 12, ...` in a fixed platform order.
    public var description: String {
        if versions.isEmpty && unknown.isEmpty { return "no minimum" }
        return Platform.allCases.compactMap { p in
            versions[p].map { "\(p.rawValue) \($0)" } ?? (unknown.contains(p) ? "\(p.rawValue) unknown" : nil)
        }.joined(separator: ", ")
    }

    /// The platforms where `self` needs a version and `target`'s minimum is unknown.
    public func platformsUnknown(in target: Availability) -> [(Platform, need: Version)] {
        Platform.allCases.compactMap { platform in
            guard let need = versions[platform], target.unknown.contains(platform),
                  platform.firstRelease.map({ need > $0 }) ?? true else { return nil }
            return (platform, need)
        }
    }

    /// The platforms where `target` is below `self` (what keeps an API from being used).
    public func platformsBelow(in target: Availability) -> [(Platform, have: Version, need: Version)] {
        var result: [(Platform, have: Version, need: Version)] = []
        for platform in Platform.allCases {
            guard let need = versions[platform], let have = target.versions[platform] else { continue }
            if have < need { result.append((platform, have, need)) }
        }
        return result
    }

    /// True when the project's `target` allows an API that needs `self` (no platform of
    /// `target` is below or unknown; nothing is collected).
    public func isSatisfied(by target: Availability) -> Bool {
        for (platform, need) in versions {
            if target.unknown.contains(platform), platform.firstRelease.map({ need > $0 }) ?? true { return false }
            if let have = target.versions[platform], have < need { return false }
        }
        return true
    }
}
