import SwiftUI

struct Swatch: View {
    let color: Color
    @State private var highlight: Color = .yellow
    @Binding var selection: Color
    private let border = Color.black

    var body: some View {
        let local: Color = .mint
        let inferred = Color(white: 0.5)
        VStack {
            Text("let").foregroundColor(color)
            Text("state").foregroundColor(highlight)
            Text("binding").foregroundColor(selection)
            Text("inferred").foregroundColor(border)
            Text("local").foregroundColor(local)
            Text("local inferred").foregroundColor(inferred)
            label(tint: .pink)
        }
    }

    func label(tint: Color) -> some View {
        Text("parameter").foregroundColor(tint)
    }
}
