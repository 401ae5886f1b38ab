import Foundation

// Adds nothing to track: unchanged, and no import.
final class Draft: Document {
    var isEmpty: Bool { title.isEmpty }
}
