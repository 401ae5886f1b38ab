import Foundation

// Another app's type of the same name: unrelated to AppA's enum.
struct Filter {
    let id: UUID
    var name: String
}
