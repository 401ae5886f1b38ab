import Foundation

/// Declared apart from the views that list it.
struct Recipe: Codable, Identifiable {
    let id: UUID
    var name: String
}
