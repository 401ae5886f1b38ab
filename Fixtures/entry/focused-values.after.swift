import SwiftUI

extension FocusedValues {
    @Entry var selectedNote: Binding<String>?

    @Entry var zoom: Double?
}
