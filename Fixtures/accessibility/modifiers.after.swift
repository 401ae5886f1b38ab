import SwiftUI

struct Card: View {
    var body: some View {
        VStack {
            Image(decorative: "hero")
                .accessibilityHidden(true)
            Button(action: open) { Text("Open") }
                .accessibilityLabel(Text("Open the card"))
                .accessibilityHint(Text("Shows details"))
                .accessibilityValue(Text(progress))
                .accessibilityIdentifier("card.open")
                .accessibilityAddTraits([.isButton, .isHeader])
                .accessibilityRemoveTraits(.isImage)
                .accessibilitySortPriority(1)
                .accessibilityInputLabels([Text("Open")])
                .accessibilityActivationPoint(.center)
            Text("Footer").accessibilityLabel(
                Text("Long label")) // the label sits on its own line
        }
        .accessibility(myCustom: 1)
    }
}
