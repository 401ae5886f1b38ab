import SwiftUI

struct Pick: Identifiable {
    let id: Int
    let title: String
}

struct Declined: View {
    @State private var asks = false
    @State private var pick: Pick?
    let buttons: [ActionSheet.Button] = [.cancel()]
    let isBig = false
    var onDone: (() -> Void)?

    var body: some View {
        VStack {
            Text("a")
                .actionSheet(item: $pick) { pick in
                    ActionSheet(title: Text(pick.title))
                }
            Text("b")
                .actionSheet(isPresented: $asks, content: { ActionSheet(title: Text("b")) })
            Text("c")
                .actionSheet(isPresented: $asks) { makeSheet() }
            Text("d")
                .actionSheet(isPresented: $asks) {
                    ActionSheet(title: Text("d"), buttons: buttons)
                }
            Text("e")
                .actionSheet(isPresented: $asks) {
                    if isBig {
                        ActionSheet(title: Text("big"))
                    } else {
                        ActionSheet(title: Text("small"))
                    }
                }
            Text("f")
                .actionSheet(isPresented: $asks) {
                    ActionSheet(title: Text("f"), buttons: [.default(Text("Done"), action: onDone)])
                }
            Text("g")
                .actionSheet(isPresented: $asks) {
                    ActionSheet(title: Text("g"), buttons: [
                        // the only way out
                        .cancel()
                    ])
                }
        }
    }

    func makeSheet() -> ActionSheet { ActionSheet(title: Text("c")) }
}
