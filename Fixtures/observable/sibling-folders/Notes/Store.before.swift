import Combine
import Foundation

// Two apps side by side in one folder, neither with a project file: each is a group of its
// own, so each `Store` is only its own app's.
final class Store: ObservableObject {
    @Published var notes: [String] = []
}
