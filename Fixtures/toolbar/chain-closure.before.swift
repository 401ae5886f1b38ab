import SwiftUI
/// The trailing item is a chain whose last modifier's closure closes on its own line: the
/// chain keeps its continuation indent inside the ToolbarItem.
struct W: View {
    let config: Config
    var body: some View {
        List {
            Text("a")
        }
        .navigationBarItems(trailing: config.editButton
            .simultaneousGesture(TapGesture().onEnded {
                done()
            })
            .accessibilityAction {
                done()
            }
        )
    }
    func done() {}
}

struct Config {
    var editButton: EditButton { EditButton() }
}
