// fixture: --min-ios 18 --min-macos 15
import SwiftUI

// An argument moved into a closure keeps what lines up with its first line (`size:` under
// `path:`); modifiers below it keep the block's indentation.
struct Poster: View {
    let path: String
    let size: Int
    var body: some View { Text(path) }
}
struct V: View {
    var body: some View {
        Text("a")
            .background(Poster(path: "very/long/path/to/poster",
                               size: 3)
                .padding(2))
        Text("b")
            .overlay(Poster(path: "p", size: 1)
                     .opacity(0.5))
    }
}
