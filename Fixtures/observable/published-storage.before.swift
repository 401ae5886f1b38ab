import SwiftUI

// `_p = Published(...)` in the class's own initialiser sets the property.
final class Counter: ObservableObject {
    @Published var count: Int
    @Published private(set) var label: String

    init(count: Int) {
        _count = Published(initialValue: count)
        self._label = Published(wrappedValue: "n")
    }
}

// Wrapper assignments in a view's initialiser, by any spelling of the initialiser.
struct CounterView: View {
    @ObservedObject var counter: Counter
    @StateObject private var other: Counter

    init(counter: Counter) {
        _counter = ObservedObject(initialValue: counter)
        _other = StateObject.init(wrappedValue: Counter(count: 1))
    }

    var body: some View {
        Text("\(counter.count) \(other.count)")
    }
}

// A binding through `$m` makes it @Bindable, which has no `initialValue:`.
final class Form: ObservableObject {
    @Published var name = ""
}

struct FormView: View {
    @ObservedObject var form: Form

    init(form: Form) {
        _form = ObservedObject(initialValue: form)
    }

    var body: some View {
        TextField("Name", text: $form.name)
    }
}

// Outside an initialiser `_total` is the storage itself, which @Observable replaces.
final class Tally: ObservableObject {
    @Published var total = 0

    func reset() {
        _total = Published(initialValue: 0)
    }
}
