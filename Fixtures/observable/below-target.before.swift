// fixture: --min-ios 16
import SwiftUI

final class Legacy: ObservableObject {
    @Published var value = 0
}

struct LegacyView: View {
    @StateObject private var legacy = Legacy()
    var body: some View { Text("\(legacy.value)") }
}
