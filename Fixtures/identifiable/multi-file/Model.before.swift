import Foundation

/// Declared apart from the views that list it.
struct Recipe: Codable {
    let id: UUID
    var name: String
}
