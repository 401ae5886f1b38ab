import SwiftUI

struct TaskList: View {
    @State private var tasks: [TaskItem] = []
    @State private var isAdding = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(tasks) { task in
                TaskRow(task: task)
            }
            .navigationTitle("Tasks")
            // Edit on the left, add on the right.
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    HStack {
                        Button(action: { isAdding = true }) {
                            Image(systemName: "plus")
                        }
                        Button("Sort") { tasks.sort() }
                    }
                }
            }
            .sheet(isPresented: $isAdding) {
                AddTask()
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Done") { dismiss() }
                        }
                    }
            }
        }
    }
}

struct Compose: View {
    var body: some View {
        Form {}.toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Cancel", action: cancel)
            }
        }.padding()
    }

    func cancel() {}
}
