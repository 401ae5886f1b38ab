// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue }
}

struct SettingsStore {
    func setVolume(_ volume: Double) {}
    func update(theme: Theme) {}
    func apply(_ theme: Theme) {}
}
