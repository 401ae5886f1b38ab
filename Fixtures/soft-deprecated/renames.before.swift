// fixture: --min-ios 18 --min-macos 15 --min-tvos 18 --min-watchos 11 --min-visionos 2
// typecheck: skip — renames of several platforms' APIs in one view (listRowPlatterColor is watchOS-only, preferredSurroundingsEffect visionOS-only)
import SwiftUI

struct Inbox: View {
    @Environment(\.disableAutocorrection) private var autocorrectionOff
    @State private var rotation = Angle.zero

    var body: some View {
        List {
            Image(systemName: "star")
                .accessibility(label: Text("Favourite"))
                .accessibility(hint: Text("Marks the message"))
                .accessibility(value: Text("On"))
                .accessibility(hidden: false)
                .accessibility(identifier: "favourite")
                .accessibility(addTraits: .isButton)
                .accessibility(removeTraits: .isImage)
                .accessibility(sortPriority: 2)
                .accessibility(inputLabels: [Text("Star"), Text("Favourite")])
                .accessibility(activationPoint: CGPoint(x: 1, y: 2))
                .accessibility(activationPoint: .center)
            Text("Row")
                .listRowPlatterColor(.blue) // keeps this comment
                .disableAutocorrection(true)
        }
        .navigationBarTitle(Text("Inbox"))
        .navigationBarTitle("Inbox")
        .navigationBarTitle(title)
        .toolbar(.hidden, for: .navigationBar, .tabBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackground(Visibility.hidden)
        .coordinateSpace(name: "scroll")
        .coordinateSpace(name: Space.list )
        .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { EditButton() }
            ToolbarItemGroup(placement: ToolbarItemPlacement.navigationBarTrailing) { Button("Add") {} }
        }
        .environment(\.disableAutocorrection, true)
        .gesture(RotationGesture().onEnded { _ in reset() })
        .simultaneousGesture(MagnificationGesture())
        #if os(visionOS)
        .preferredSurroundingsEffect(.systemDark)
        #endif
    }
}
