import SwiftUI

// Modifiers under `#if` keep a view a view (`Group { } #if os(macOS) .padding() #endif`).
struct SearchBar: View {
    var body: some View {
        Text("Search")
            .overlay(
                Group {
                    Text("x")
                }
                #if os(macOS)
                .padding()
                #endif
            , alignment: .top)
    }
}
