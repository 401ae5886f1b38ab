import SwiftUI

struct TodoRow: View {
    @ObservedObject var store: TodoStore
    let todo: String

    var body: some View {
        Text(todo)
            .onReceive(store.$todos) { print($0.count) }
    }
}
