import SwiftUI

struct TodoList: View {
    @Environment(TodoStore.self) var store

    var body: some View {
        @Bindable var store = store
        List {
            TextField("Filter", text: $store.filter)
            ForEach(store.todos, id: \.self) { todo in
                TodoRow(store: store, todo: todo)
            }
        }
    }
}
