import SwiftUI

// Matching is by call shape: other labels, other argument types, members of other
// values and the project's own declarations are not the deprecated API.
struct Shapes: View {
    var body: some View {
        Text("a")
            .accessibility(myCustom: 1)
            .accessibility(label: Text("a"), extra: true)
            .toolbarBackground(Color.red, for: .navigationBar)
            .toolbarBackground(.ultraThinMaterial)
            .toolbar(.hidden, for: .navigationBar)
            .navigationBarTitle("Title", displayMode: .inline)
            .gesture(MagnificationGesture().onChanged { scale = $0 })
            .gesture(RotationGesture().onChanged { angle in rotation = angle })
            .background(Color("Brand"))
            .background(.ultraThinMaterial)
            .background(Circle().fill(.red))
            .onTapGesture { open() }
            .onTapGesture(count: 2) { location in }
        ScrollView { Text("b") }
            .overlay(Image(palette.RotationGesture))
    }

    var zoom: some Gesture {
        MagnificationGesture().onEnded { _ in }
    }

    let style = PlacementStyle.navigationBarLeading
}

// The project's own statusBar(hidden:) backport.
extension View {
    func statusBar(hidden: Bool) -> some View { self }
}

func demo(_ view: some View) -> some View {
    view.statusBar(hidden: true)
}
