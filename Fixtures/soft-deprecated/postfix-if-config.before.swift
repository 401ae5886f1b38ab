// fixture: --min-ios 17
import SwiftUI

// The first modifier of a postfix `#if` clause continues the chain before it: renamed
// like any other (it has no base of its own, as an implicit member would not either).
struct Login: View {
    @State private var name = ""

    var body: some View {
        NavigationStack {
            TextField("Login", text: $name)
            #if os(iOS)
                .disableAutocorrection(true)
            #endif
            Text("Register")
            #if os(iOS)
            .navigationBarHidden(true)
            #endif
        }
    }
}
