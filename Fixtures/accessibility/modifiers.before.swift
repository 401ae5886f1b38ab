import SwiftUI

struct Card: View {
    var body: some View {
        VStack {
            Image(decorative: "hero")
                .accessibility(hidden: true)
            Button(action: open) { Text("Open") }
                .accessibility(label: Text("Open the card"))
                .accessibility(hint: Text("Shows details"))
                .accessibility(value: Text(progress))
                .accessibility(identifier: "card.open")
                .accessibility(addTraits: [.isButton, .isHeader])
                .accessibility(removeTraits: .isImage)
                .accessibility(sortPriority: 1)
                .accessibility(inputLabels: [Text("Open")])
                .accessibility(activationPoint: .center)
            Text("Footer").accessibility(label:
                Text("Long label")) // the label sits on its own line
        }
        .accessibility(myCustom: 1)
    }
}
