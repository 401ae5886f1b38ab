import SwiftUI

struct Card: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    var body: some View { Text("card") }
}
