import SwiftUI

@Observation.Observable
final class Gauge {
    var level = 0
}

struct Observable<Value> {
    var value: Value
}

enum Outer {
    struct Observation {}
}
