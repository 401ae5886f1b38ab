import SwiftUI

// NavigationLink's view-valued destination is soft-deprecated: pass a closure. Last in the
// parentheses it becomes the first trailing closure (the label closure takes its label),
// one level in on lines of its own when it spans lines; otherwise it is wrapped where it is. A closure written already is the
// current initialiser; a value reading `$0` of the closure around it, or ending in an
// `#if` block, is left.
struct Detail: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct Links: View {
    let ids = [1, 2]

    var body: some View {
        List {
            NavigationLink { Detail(id: 1) } label: {
                Text("One")
            }
            NavigationLink("Two") { Detail(id: 2) }
            NavigationLink(destination: { Detail(id: 3) }, label: { Text("Three") })
            NavigationLink {
                Detail(id: 4)
            } label: {
                Text("Four")
            }
            NavigationLink(destination: {
                Detail(id: 5)
            }) {
                Text("Five")
            }
            ForEach(ids, id: \.self) {
                NavigationLink("Row", destination: Detail(id: $0))
            }
            NavigationLink {
                Detail(id: 6)
                    .navigationTitle("Six")
            } label: {
                Text("Six")
            }
            NavigationLink("Eight") {
                Detail(id: 8)
                    .padding()
            }
            NavigationLink {
                Detail(id: 9)
                    .padding()
            } label: {
                Text("Nine")
            }
            NavigationLink(destination: Detail(id: 7)
                #if os(iOS)
                .navigationBarTitleDisplayMode(.inline)
                #endif
            ) {
                Text("Seven")
            }
        }
    }
}
