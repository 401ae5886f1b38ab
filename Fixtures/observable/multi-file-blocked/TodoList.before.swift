import SwiftUI

struct TodoList: View {
    @EnvironmentObject var store: TodoStore

    var body: some View {
        List {
            TextField("Filter", text: $store.filter)
            ForEach(store.todos, id: \.self) { todo in
                TodoRow(store: store, todo: todo)
            }
        }
    }
}
