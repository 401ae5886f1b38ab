import SwiftUI

struct TasksView: View {
    @Environment(Store.self) var store

    var body: some View {
        Text("\(store.done) of \(store.tasks.count) done")
    }
}
