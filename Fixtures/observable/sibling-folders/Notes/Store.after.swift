import Observation
import Foundation

// Two apps side by side in one folder, neither with a project file: each is a group of its
// own, so each `Store` is only its own app's.
@Observable
final class Store {
    var notes: [String] = []
}
