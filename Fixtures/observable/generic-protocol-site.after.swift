import SwiftUI

protocol ViewModel: ObservableObject {
    var title: String { get }
}

final class HomeModel: ViewModel {
    @Published var title = "Home"
}

@Observable
final class Counter {
    var count = 0
}

struct Screen<Model: ViewModel>: View {
    @ObservedObject var model: Model
    var body: some View { Text(model.title) }
}

struct CounterView: View {
    var counter: Counter
    var body: some View { Text("\(counter.count)") }
}
