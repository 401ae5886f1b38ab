// fixture: --min-ios 18 --min-macos 15 --min-tvos 18 --min-watchos 11 --min-visionos 2
// typecheck: skip — renames of several platforms' APIs in one view (listRowPlatterColor is watchOS-only, preferredSurroundingsEffect visionOS-only)
import SwiftUI

struct Inbox: View {
    @Environment(\.disableAutocorrection) private var autocorrectionOff
    @State private var rotation = Angle.zero

    var body: some View {
        List {
            Image(systemName: "star")
                .accessibilityLabel(Text("Favourite"))
                .accessibilityHint(Text("Marks the message"))
                .accessibilityValue(Text("On"))
                .accessibilityHidden(false)
                .accessibilityIdentifier("favourite")
                .accessibilityAddTraits(.isButton)
                .accessibilityRemoveTraits(.isImage)
                .accessibilitySortPriority(2)
                .accessibilityInputLabels([Text("Star"), Text("Favourite")])
                .accessibilityActivationPoint(CGPoint(x: 1, y: 2))
                .accessibilityActivationPoint(.center)
            Text("Row")
                .listItemTint(.blue) // keeps this comment
                .autocorrectionDisabled(true)
        }
        .navigationTitle(Text("Inbox"))
        .navigationTitle("Inbox")
        .navigationTitle(title)
        .toolbarVisibility(.hidden, for: .navigationBar, .tabBar)
        .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        .toolbarBackgroundVisibility(Visibility.hidden)
        .coordinateSpace(.named("scroll"))
        .coordinateSpace(.named(Space.list) )
        .toolbar {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItemGroup(placement: ToolbarItemPlacement.topBarTrailing) { Button("Add") {} }
        }
        .environment(\.autocorrectionDisabled, true)
        .gesture(RotateGesture().onEnded { _ in reset() })
        .simultaneousGesture(MagnifyGesture())
        #if os(visionOS)
        .preferredSurroundingsEffect(.dark)
        #endif
    }
}
