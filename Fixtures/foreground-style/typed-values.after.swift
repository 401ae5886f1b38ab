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
            Text("let").foregroundStyle(color)
            Text("state").foregroundStyle(highlight)
            Text("binding").foregroundStyle(selection)
            Text("inferred").foregroundStyle(border)
            Text("local").foregroundStyle(local)
            Text("local inferred").foregroundStyle(inferred)
            label(tint: .pink)
        }
    }

    func label(tint: Color) -> some View {
        Text("parameter").foregroundStyle(tint)
    }
}
