// fixture: --min-ios 16
import SwiftUI

struct Shelf: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Books")
            }
        }
    }
}

struct Compact: View {
    var body: some View {
        NavigationStack { Text("One") }
    }
}
