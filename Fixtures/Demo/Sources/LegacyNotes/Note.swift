import Foundation

struct Note: Hashable, Codable {
    var id: UUID
    var title: String
    var body: String
    var tags: [String]
    var isPinned: Bool
}

enum NoteFilter: String, CaseIterable {
    case all, pinned, archived
}

enum SortOrder: CaseIterable {
    case newest, oldest

    var title: String { self == .newest ? "Newest" : "Oldest" }
}
