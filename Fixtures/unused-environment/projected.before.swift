import SwiftUI

struct Wrapped: View {
    @Environment(\.editMode) private var editMode
    @Environment(\.locale) private var locale
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.layoutDirection) private var layoutDirection

    init() {
        _locale = Environment(\.locale)
    }

    var body: some View {
        Toggle("Edit", isOn: .constant(editMode != nil))
            .environment(\.colorScheme, .dark)
            .id(\Wrapped.layoutDirection)
    }
}
