// typecheck: skip — imports IconKit, a package the fixture does not have: the decline under test
import SwiftUI
import IconKit

// A chain that starts with a name of a module not read (IconKit's Icon, say) may call that
// module's own foregroundColor(_: UIColor) -> Icon: declined. Chains from SwiftUI's or the
// project's types are rewritten as always.
struct Badge: View {
    var body: some View { Text("new") }
}

struct IconsView: View {
    let settings: IconSettings

    var body: some View {
        VStack {
            Icon(name: "github").foregroundColor(.white).size(24)
            Awesome.Solid.star.image.size(20).foregroundColor(.gray)
            settings.icon.foregroundColor(.white)
            Image(systemName: "star").foregroundStyle(.yellow)
            Image(systemName: "star").iconStyle().foregroundStyle(.yellow)
            Badge().foregroundStyle(.red)
            // SwiftUI's HStack, though its content (an element of a local) is not typed.
            ForEach(settings.rows.indices, id: \.self) { offset in
                let row = settings.rows[offset]
                HStack {
                    ForEach(row.names, id: \.self) { Text($0) }
                }
                .foregroundStyle(Color.secondary)
            }
        }
    }
}
