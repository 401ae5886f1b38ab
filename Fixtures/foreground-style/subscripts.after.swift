import SwiftUI

struct Palette: View {
    let colors: [Color]
    let optionalColors: [Color?]
    let named: [String: Color]
    let index: Int

    var body: some View {
        VStack {
            Text("a").foregroundStyle(colors[index])
            Text("b").foregroundStyle(colors[index].opacity(0.5))
            Text("c").foregroundColor(optionalColors[index])
            Text("d").foregroundColor(named["x"])
            Text("e").foregroundStyle(named["x"]!)
        }
    }
}
