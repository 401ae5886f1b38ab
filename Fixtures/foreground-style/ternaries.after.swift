import SwiftUI

struct Row: View {
    let isSelected: Bool
    let isEnabled: Bool

    var body: some View {
        HStack {
            Text("Title")
                .foregroundStyle(isSelected ? Color.accentColor : Color.primary)
            Text("Detail")
                .foregroundStyle(isEnabled ? Color.green : .gray)
            Text("Both")
                .foregroundStyle((isSelected && isEnabled) ? .blue : Color.secondary)
            // A chain of ternaries: a Color in every branch.
            Text("Chain")
                .foregroundStyle(
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
