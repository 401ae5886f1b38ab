import SwiftUI

struct Row: View {
    let isSelected: Bool
    let isEnabled: Bool

    var body: some View {
        HStack {
            Text("Title")
                .foregroundColor(isSelected ? .accentColor : .primary)
            Text("Detail")
                .foregroundColor(isEnabled ? Color.green : .gray)
            Text("Both")
                .foregroundColor((isSelected && isEnabled) ? .blue : .secondary)
            // A chain of ternaries: a Color in every branch.
            Text("Chain")
                .foregroundColor(
                    isSelected ? Color.orange :
                    isEnabled ? .green :
                    .gray
                )
            // A ternary with a nil branch keeps the inherited colour: left alone.
            Text("Inherit")
                .foregroundColor(isSelected ? .white : nil)
            Text("Inherit chain")
                .foregroundColor(isSelected ? .white : isEnabled ? nil : .gray)
        }
    }
}

struct Scoped: View {
    let scope: Scope
    let selected: Scope

    var body: some View {
        // The nil branch decides: optional, whatever `scope.color` is.
        Text("scope").foregroundColor(selected == scope ? scope.color : nil)
    }
}
