import SwiftUI

final class Gauge: ObservableObject {
    @Published var level = 0
}

struct Observable<Value> {
    var value: Value
}

enum Outer {
    struct Observation {}
}
