import SwiftUI

// \.sizeCategory → \.dynamicTypeSize, with every use of the value following the new
// case names.
struct Row: View {
    @Environment(\.dynamicTypeSize) private var sizeCategory: DynamicTypeSize

    var body: some View {
        Group {
            if sizeCategory >= .accessibility1 || sizeCategory.isAccessibilitySize {
                VStack { Text("a") }
            } else {
                HStack { Text("a") }
            }
        }
        .padding(padding)
    }

    var padding: CGFloat {
        switch sizeCategory {
        case .xSmall, .small: return 4
        case .xxxLarge: return 12
        default: return 8
        }
    }
}

struct Row_Previews: PreviewProvider {
    static var previews: some View {
        Row()
            .environment(\.dynamicTypeSize, .xLarge)
        Row()
            .environment(\.dynamicTypeSize, DynamicTypeSize.accessibility5)
    }
}

struct Unused: View {
    @Environment(\.dynamicTypeSize) var sizeCategory

    var body: some View { Text("b") }
}
