import SwiftUI

// `_p = Published(...)` in the class's own initialiser sets the property.
@Observable
final class Counter {
    var count: Int
    private(set) var label: String

    init(count: Int) {
        self.count = count
        self.label = "n"
    }
}

// Wrapper assignments in a view's initialiser, by any spelling of the initialiser.
struct CounterView: View {
    var counter: Counter
    @State private var other: Counter

    init(counter: Counter) {
        self.counter = counter
        _other = State(initialValue: Counter(count: 1))
    }

    var body: some View {
        Text("\(counter.count) \(other.count)")
    }
}

// A binding through `$m` makes it @Bindable, which has no `initialValue:`.
@Observable
final class Form {
    var name = ""
}

struct FormView: View {
    @Bindable var form: Form

    init(form: Form) {
        _form = Bindable(wrappedValue: form)
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
