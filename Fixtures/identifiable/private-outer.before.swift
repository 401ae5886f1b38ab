import SwiftUI

// Types whose effective access is fileprivate: a file-scope `private` type and the types
// nested in it, written without a modifier. The added `id` must be fileprivate, or its
// type (`Self`) would be more visible than the property.
private struct LayoutSettingView: View {
    @State private var layout = Layout.grid

    enum Layout: String, CaseIterable {
        case grid
        case list
    }

    struct Panel {
        enum Corner: CaseIterable { case top, bottom }
    }

    struct Row {
        let id: UUID
        let title: String
    }

    let rows: [Row]

    var body: some View {
        Picker("Layout", selection: $layout) {
            ForEach(Layout.allCases, id: \.self) { layout in
                Text(layout.rawValue)
            }
        }
        ForEach(Panel.Corner.allCases, id: \.self) { Text("\($0)") }
        ForEach(rows, id: \.id) { Text($0.title) }
    }
}

private enum Shade: CaseIterable {
    case light, dark
}

struct ShadeView: View {
    var body: some View {
        ForEach(Shade.allCases, id: \.self) { Text("\($0)") }
        ForEach(Stage.Step.allCases, id: \.self) { Text("\($0)") }
    }

    // Nested in a private type inside a type: a file-scope extension cannot name it, so
    // the conformance and `var id` go into its own declaration.
    private struct Stage {
        enum Step: CaseIterable {
            case first, second
        }
    }
}
