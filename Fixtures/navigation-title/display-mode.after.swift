import SwiftUI

struct Detail: View {
    let item: Item
    let mode: NavigationBarItem.TitleDisplayMode

    var body: some View {
        ScrollView {
            ItemCard(item: item)
        }
        // Inline: the card has its own header.
        .navigationTitle(Text(item.name)) // short names only
        .navigationBarTitleDisplayMode(.inline)
        .padding()
        Form {}
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.large)
        Form {}.navigationTitle(item.name).padding()
        Form {}
            .navigationTitle(
                Text("Account")
            )
            .navigationBarTitleDisplayMode(mode)
            .tint(.red)
        Form {}
            #if os(iOS)
            .navigationTitle("About")
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .padding()
    }
}

extension View {
    func smallTitle(_ title: String) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(.inline)
    }
}

struct Automatic: View {
    var body: some View {
        Form {}
            .navigationTitle("Library")
            .padding()
        Form {}
            .navigationTitle("Shelf")
    }
}
