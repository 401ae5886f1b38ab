// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file): types the pass cannot see.
import SwiftUI

enum Summary {
    static func make() -> String { "Failed" }
}

final class ErrorStore {
    var current: Failure?
    func binding(_ keyPath: ReferenceWritableKeyPath<ErrorStore, Failure?>) -> Binding<Failure?> {
        Binding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
    }
}
