import SwiftUI

// The target defaults to MainActor; this enum opts out, so its conformances must too.
nonisolated enum SortOrder: String, CaseIterable {
    case title, created, modified
}

nonisolated extension SortOrder: Identifiable {
    var id: Self { self }
}

// Main actor-isolated like the rest of the target: a plain extension matches it.
enum Tab: CaseIterable {
    case notes, settings
}

extension Tab: Identifiable {
    var id: Self { self }
}

struct SortPicker: View {
    @Binding var order: SortOrder
    @Binding var tab: Tab

    var body: some View {
        Picker("Sort", selection: $order) {
            ForEach(SortOrder.allCases) { order in
                Text(order.rawValue).tag(order)
            }
        }
        ForEach(Tab.allCases) { tab in
            Text(String(describing: tab))
        }
    }
}
