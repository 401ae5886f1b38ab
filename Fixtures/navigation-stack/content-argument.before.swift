// fixture: --min-ios 16
import SwiftUI

struct Shelf: View {
    var body: some View {
        NavigationView(content: {
            List {
                Text("Books")
            }
        })
        .navigationViewStyle(.stack)
    }
}

struct Compact: View {
    var body: some View {
        NavigationView(content: { Text("One") }).navigationViewStyle(.stack)
    }
}
