import Observation
import Foundation

// Two apps side by side in one folder, each with a project file (project.yml) that lists no
// files: each is a group of its own, so each `Store` is only its own app's.
@Observable
final class Store {
    var notes: [String] = []
}
