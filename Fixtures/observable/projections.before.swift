// typecheck: skip — passes the ObservedObject wrapper $counter where a Binding<Counter> is expected: the declined shape under test
import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View { CounterControls(counter: $counter) }
}

struct CounterControls: View {
    @Binding var counter: Counter
    var body: some View { Text("\(counter.count)") }
}

final class Router: ObservableObject {
    @Published var path: [String] = []
}

func observe(_ wrapper: ObservedObject<Router>.Wrapper) {}

final class Store: ObservableObject {
    @Published var state = 0
}

struct StoreView<Model: ObservableObject>: View {
    @ObservedObject var model: Model
    var body: some View { Text("store") }
}

// Store is passed to StoreView, whose wrapper needs an ObservableObject: it stays one.
struct StoreScreen: View {
    let store: Store
    var body: some View { StoreView(model: store) }
}
