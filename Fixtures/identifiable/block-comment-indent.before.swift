import SwiftUI

/**
 * Sizes offered in the picker. The block comment's one-space lines are not the file's
 * indentation unit.
 */
enum PaperSize: String, CaseIterable {
    case a4, letter
}

struct PaperPicker: View {
    @State private var size = PaperSize.a4

    var body: some View {
        Picker("Paper", selection: $size) {
            ForEach(PaperSize.allCases, id: \.self) { size in
                Text(size.rawValue)
            }
        }
    }
}
