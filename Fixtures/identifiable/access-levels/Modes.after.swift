import SwiftUI

package enum Mode: String, CaseIterable {
    case light, dark
}

extension Mode: Identifiable {
    package var id: Self { self }
}

public enum Theme: CaseIterable {
    case plain
    case fancy
}

fileprivate enum Density: CaseIterable {
    case compact, regular
}

extension Density: Identifiable {
    fileprivate var id: Self { self }
}

struct SettingsView: View {
    @State private var mode = Mode.light

    var body: some View {
        Form {
            ForEach(Mode.allCases) { Text($0.rawValue) }
            ForEach(Theme.allCases, id: \.self) { Text("\($0)") }
            ForEach(Density.allCases) { Text("\($0)") }
            ForEach(Display.allCases) { Text("\($0)") }
        }
    }

    // A file-scope extension cannot name a private nested type: the conformance goes
    // into the type's own declaration.
    private enum Display: CaseIterable, Identifiable {
        case list
        case grid

        var id: Self { self }
    }
}
