import SwiftUI

struct Detail: View {
    let item: Item
    let mode: NavigationBarItem.TitleDisplayMode

    var body: some View {
        ScrollView {
            ItemCard(item: item)
        }
        // Inline: the card has its own header.
        .navigationBarTitle(Text(item.name), displayMode: .inline) // short names only
        .padding()
        Form {}
            .navigationBarTitle("Settings", displayMode: .large)
        Form {}.navigationBarTitle(item.name, displayMode: .automatic).padding()
        Form {}
            .navigationBarTitle(
                Text("Account"),
                displayMode: mode
            )
            .tint(.red)
        Form {}
            #if os(iOS)
            .navigationBarTitle("About", displayMode: .inline)
            #endif
            .padding()
    }
}

extension View {
    func smallTitle(_ title: String) -> some View {
        navigationBarTitle(title, displayMode: .inline)
    }
}

struct Automatic: View {
    var body: some View {
        Form {}
            .navigationBarTitle("Library", displayMode: .automatic)
            .padding()
        Form {}
            .navigationBarTitle("Shelf", displayMode: NavigationBarItem.TitleDisplayMode.automatic)
    }
}
