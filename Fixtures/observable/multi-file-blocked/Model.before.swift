import Combine
import Foundation

final class TodoStore: ObservableObject {
    @Published var todos: [String] = []
    @Published var filter = ""

    func add(_ todo: String) {
        todos.append(todo)
    }
}
