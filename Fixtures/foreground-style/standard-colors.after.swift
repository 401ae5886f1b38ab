import SwiftUI

struct Legend: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("black").foregroundStyle(.black)
            Text("blue").foregroundStyle(.blue)
            Text("brown").foregroundStyle(.brown)
            Text("clear").foregroundStyle(.clear)
            Text("cyan").foregroundStyle(.cyan)
            Text("gray").foregroundStyle(.gray)
            Text("green").foregroundStyle(.green)
            Text("indigo").foregroundStyle(.indigo)
            Text("mint").foregroundStyle(.mint)
            Text("orange").foregroundStyle(.orange)
            Text("pink").foregroundStyle(.pink)
            Text("purple").foregroundStyle(.purple)
            Text("red").foregroundStyle(.red)
            Text("teal").foregroundStyle(.teal)
            Text("white").foregroundStyle(.white)
            Text("yellow").foregroundStyle(.yellow)
            // Hierarchical styles when bare: these keep their type.
            Text("primary").foregroundStyle(Color.primary)
            Text("secondary").foregroundStyle(Color.secondary)
            Text("accent").foregroundStyle(Color.accentColor)
            Text("faded").foregroundStyle(.white.opacity(0.5))
            Text("faded secondary").foregroundStyle(Color.secondary.opacity(0.5))
            Text("gray level").foregroundStyle(Color(white: 0.4))
            Text("explicit").foregroundStyle(Color.red)
            Text("explicit chain").foregroundStyle(Color.white.opacity(0.5))
            Text("parenthesised").foregroundStyle((.orange))
        }
    }
}
