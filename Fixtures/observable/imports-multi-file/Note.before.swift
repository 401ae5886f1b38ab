import Foundation

// Has a stored property to track: gets @Observable and the import.
final class Note: Document {
    var body = ""
}
