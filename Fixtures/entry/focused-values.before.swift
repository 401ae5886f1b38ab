import SwiftUI

struct SelectedNoteKey: FocusedValueKey {
    typealias Value = Binding<String>
}

private struct ZoomKey: FocusedValueKey {
    typealias Value = Double
}

extension FocusedValues {
    var selectedNote: SelectedNoteKey.Value? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }

    var zoom: Double? {
        get { self[ZoomKey.self] }
        set { self[ZoomKey.self] = newValue }
    }
}
