import SwiftUI

struct Card: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    @Environment(\.dismiss) private var dismiss
    var body: some View { Text("card") }
}
