// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file): types the pass cannot see, so it leaves their uses alone.
import SwiftUI

struct Theme {
    var tint: Color?
}

final class ColorModel: ObservableObject {
    @Published var current: Color = .red
}

let appTint: Color? = nil
