// fixture: --min-ios 26 --min-macos 26
import SwiftUI
import UniformTypeIdentifiers

// The Bool-returning action with a location is the soft-deprecated overload and is reported.
// An action that returns nothing is the current dropDestination(for:isEnabled:action:) with a
// DropSession (or a table row's (Int, [T]) -> Void): left alone.
struct Drops: View {
    @State private var names: [String] = []

    var body: some View {
        VStack {
            Text("Old")
                .dropDestination(for: String.self) { items, location in
                    names += items
                    return true
                }
            Text("Old, one expression")
                .dropDestination(for: String.self) { items, _ in !items.isEmpty }
            Text("New")
                .dropDestination(for: String.self) { items, session in
                    guard !items.isEmpty else { return }
                    names += items
                }
            Text("New, two statements")
                .dropDestination(for: String.self) { items, session in
                    names += items
                    print(session.itemsCount)
                }
        }
    }
}
