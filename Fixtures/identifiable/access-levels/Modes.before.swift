import SwiftUI

package enum Mode: String, CaseIterable {
    case light, dark
}

public enum Theme: CaseIterable {
    case plain
    case fancy
}

fileprivate enum Density: CaseIterable {
    case compact, regular
}

struct SettingsView: View {
    @State private var mode = Mode.light

    var body: some View {
        Form {
            ForEach(Mode.allCases, id: \.self) { Text($0.rawValue) }
            ForEach(Theme.allCases, id: \.self) { Text("\($0)") }
            ForEach(Density.allCases, id: \.self) { Text("\($0)") }
            ForEach(Display.allCases, id: \.self) { Text("\($0)") }
        }
    }

    // A file-scope extension cannot name a private nested type: the conformance goes
    // into the type's own declaration.
    private enum Display: CaseIterable {
        case list
        case grid
    }
}
