// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct TaskItem: Identifiable, Comparable {
    let id = UUID()
    var title: String
    static func < (lhs: TaskItem, rhs: TaskItem) -> Bool { lhs.title < rhs.title }
}

struct TaskRow: View {
    let task: TaskItem
    var body: some View { Text(task.title) }
}

struct AddTask: View { var body: some View { Form {} } }
