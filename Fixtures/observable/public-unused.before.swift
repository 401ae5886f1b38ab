import Combine
import SwiftUI

// A public ObservableObject with no @Published property that nothing here observes is a
// library's API: other modules may hold it in a @StateObject, so its conformance stays.
// An internal one is no model and loses the conformance.
public final class ImageCache: ObservableObject {
    public var limit = 100
    public init() {}
}

final class Scratch: ObservableObject {
    var notes: [String] = []
}
