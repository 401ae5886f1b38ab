import SwiftUI

// Public API of a library product: apps observe it as an ObservableObject
// (`.environmentObject(service)`, `@StateObject`), and would stop compiling. Declined.
public class ToastService: ObservableObject {
    @Published var toasts: [String] = []
    public init() {}
    public func show(_ text: String) { toasts.append(text) }
}

struct ToastContainer: View {
    @EnvironmentObject private var service: ToastService
    var body: some View { VStack { ForEach(service.toasts, id: \.self) { Text($0) } } }
}

public extension View {
    func toastContainer() -> some View { overlay { ToastContainer() } }
}

// Internal to the library: converts.
final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()
    var body: some View { Text("\(counter.count)") }
}
