import SwiftUI

protocol ViewModel: ObservableObject {
    var title: String { get }
}

final class HomeModel: ViewModel {
    @Published var title = "Home"
}

final class Counter: ObservableObject {
    @Published var count = 0
}

struct Screen<Model: ViewModel>: View {
    @ObservedObject var model: Model
    var body: some View { Text(model.title) }
}

struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.count)") }
}
