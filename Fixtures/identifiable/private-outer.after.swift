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

    struct Row: Identifiable {
        let id: UUID
        let title: String
    }

    let rows: [Row]

    var body: some View {
        Picker("Layout", selection: $layout) {
            ForEach(Layout.allCases) { layout in
                Text(layout.rawValue)
            }
        }
        ForEach(Panel.Corner.allCases) { Text("\($0)") }
        ForEach(rows) { Text($0.title) }
    }
}

extension LayoutSettingView.Layout: Identifiable {
    fileprivate var id: Self { self }
}

extension LayoutSettingView.Panel.Corner: Identifiable {
    fileprivate var id: Self { self }
}

private enum Shade: CaseIterable {
    case light, dark
}

extension Shade: Identifiable {
    fileprivate var id: Self { self }
}

struct ShadeView: View {
    var body: some View {
        ForEach(Shade.allCases) { Text("\($0)") }
        ForEach(Stage.Step.allCases) { Text("\($0)") }
    }

    // Nested in a private type inside a type: a file-scope extension cannot name it, so
    // the conformance and `var id` go into its own declaration.
    private struct Stage {
        enum Step: CaseIterable, Identifiable {
            case first, second

            var id: Self { self }
        }
    }
}
