import SwiftUI

struct Shade: View {
    var shape: Circle
    var hints: [Text]

    var body: some View {
        Text("a")
            .mask(shape /* the outline */)
            .overlay {
                Text("b") // the mark
            }
            .background(hints[0])
    }
}

func masked(_ view: Text) -> Bool {
    if view.mask(Circle()) is Text { return true }
    return false
}
