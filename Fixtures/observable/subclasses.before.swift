import SwiftUI

class BaseModel: NSObject, ObservableObject {
    @Published var isLoading = false
}

class ListModel: BaseModel {
    @Published var rows: [String] = []
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
    @StateObject private var model = ListModel()
    var body: some View { Text("\(model.rows.count)") }
}
