import SwiftUI

struct TodoRow: View {
    @ObservedObject var store: TodoStore
    let todo: String

    var body: some View {
        Text(todo)
    }
}

// A local type with the same property name is not a use site.
struct Unrelated {
    var store: [String] = []
}
