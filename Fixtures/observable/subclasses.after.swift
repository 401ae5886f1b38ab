import SwiftUI

@Observable
class BaseModel: NSObject {
    var isLoading = false
}

@Observable
class ListModel: BaseModel {
    var rows: [String] = []
    var page = 0
}

final class EmptyListModel: ListModel {
    let placeholder = "Nothing here"
}

class Parent: ObservableObject {
    @Published var name = ""
}

final class Child: Parent {
    @Published var age = 0

    func touch() {
        objectWillChange.send()
    }
}

struct ListScreen: View {
    @State private var model = ListModel()
    var body: some View { Text("\(model.rows.count)") }
}
