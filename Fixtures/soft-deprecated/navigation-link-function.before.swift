import SwiftUI

// A function passed as the destination (an initialiser or a method, not called) is the
// current closure-taking initialiser already: left as written.
struct Welcome: View {
    var body: some View { Text("Hi") }
}

struct Menu: View {
    var body: some View {
        List {
            NavigationLink("Home", destination: Welcome.init)
            NavigationLink("Made", destination: makeDetail)
            NavigationLink(destination: Welcome.init) {
                Text("Label")
            }
            NavigationLink("Called", destination: Welcome())
        }
    }

    func makeDetail() -> some View { Welcome() }
}
