import SwiftUI

// A closure in the parentheses is already the current overload (`mask(alignment:_:)`): left
// as written. A space before the parentheses stays one space before the brace; with
// `alignment:` it goes (`.overlay(alignment: .top) {`).
struct Fade: View {
    var body: some View {
        Text("Run")
            .mask({
                VStack {
                    Text("Run")
                    Text("Fast")
                }
            })
            .overlay (Text("b"))
            .overlay (Text("c"), alignment: .top)
    }
}
