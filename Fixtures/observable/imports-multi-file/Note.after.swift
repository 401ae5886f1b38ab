import Foundation
import Observation

// Has a stored property to track: gets @Observable and the import.
@Observable
final class Note: Document {
    var body = ""
}
