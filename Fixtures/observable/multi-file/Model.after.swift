import Observation
import Foundation

@Observable
final class TodoStore {
    var todos: [String] = []
    var filter = ""

    func add(_ todo: String) {
        todos.append(todo)
    }
}
