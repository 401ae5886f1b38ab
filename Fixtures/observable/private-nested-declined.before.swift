// fixture: --min-ios 17 --min-macos 14
import SwiftUI

// A private class nested in a type: @Observable's extension, written at file scope, cannot
// see it (a fileprivate one it can).
struct Outer: View {
    @StateObject private var model = Model()

    var body: some View {
        Text(model.title)
    }

    private final class Model: ObservableObject {
        @Published var title = "a"
    }
}
