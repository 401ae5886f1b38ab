import SwiftUI

struct TasksView: View {
    @EnvironmentObject var store: Store

    var body: some View {
        Text("\(store.done) of \(store.tasks.count) done")
    }
}
