// A generic view keeps its ObservableObject wrapper, so the classes passed to it stay
// ObservableObject (Area, Tasks); a class never passed to it converts (Lonely).
import SwiftUI
import Combine

final class Area: ObservableObject { @Published var height = 0 }
final class Tasks: ObservableObject { @Published var count = 0 }
@Observable
final class Lonely { var name = "" }

struct Panel<ViewModel: ObservableObject>: View {
    @ObservedObject var viewModel: ViewModel
    @Environment(\.colorScheme) private var colorScheme
    var title: String
    var body: some View { Text(title) }
}

struct Screen: View {
    @StateObject var area = Area()
    let tasks: Tasks
    var lonely: Lonely
    var body: some View {
        Panel(viewModel: area, title: "a")
        Panel<Tasks>(viewModel: tasks, title: "b")
        Text(lonely.name)
    }
}
