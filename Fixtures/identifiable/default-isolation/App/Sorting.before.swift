import SwiftUI

// The target defaults to MainActor; this enum opts out, so its conformances must too.
nonisolated enum SortOrder: String, CaseIterable {
    case title, created, modified
}

// Main actor-isolated like the rest of the target: a plain extension matches it.
enum Tab: CaseIterable {
    case notes, settings
}

struct SortPicker: View {
    @Binding var order: SortOrder
    @Binding var tab: Tab

    var body: some View {
        Picker("Sort", selection: $order) {
            ForEach(SortOrder.allCases, id: \.self) { order in
                Text(order.rawValue).tag(order)
            }
        }
        ForEach(Tab.allCases, id: \.self) { tab in
            Text(String(describing: tab))
        }
    }
}
