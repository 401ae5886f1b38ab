import SwiftUI

// \.sizeCategory → \.dynamicTypeSize, with every use of the value following the new
// case names.
struct Row: View {
    @Environment(\.sizeCategory) private var sizeCategory: ContentSizeCategory

    var body: some View {
        Group {
            if sizeCategory >= .accessibilityMedium || sizeCategory.isAccessibilityCategory {
                VStack { Text("a") }
            } else {
                HStack { Text("a") }
            }
        }
        .padding(padding)
    }

    var padding: CGFloat {
        switch sizeCategory {
        case .extraSmall, .small: return 4
        case .extraExtraExtraLarge: return 12
        default: return 8
        }
    }
}

struct Row_Previews: PreviewProvider {
    static var previews: some View {
        Row()
            .environment(\.sizeCategory, .extraLarge)
        Row()
            .environment(\.sizeCategory, ContentSizeCategory.accessibilityExtraExtraExtraLarge)
    }
}

struct Unused: View {
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View { Text("b") }
}
