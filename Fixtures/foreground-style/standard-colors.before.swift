import SwiftUI

struct Legend: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("black").foregroundColor(.black)
            Text("blue").foregroundColor(.blue)
            Text("brown").foregroundColor(.brown)
            Text("clear").foregroundColor(.clear)
            Text("cyan").foregroundColor(.cyan)
            Text("gray").foregroundColor(.gray)
            Text("green").foregroundColor(.green)
            Text("indigo").foregroundColor(.indigo)
            Text("mint").foregroundColor(.mint)
            Text("orange").foregroundColor(.orange)
            Text("pink").foregroundColor(.pink)
            Text("purple").foregroundColor(.purple)
            Text("red").foregroundColor(.red)
            Text("teal").foregroundColor(.teal)
            Text("white").foregroundColor(.white)
            Text("yellow").foregroundColor(.yellow)
            // Hierarchical styles when bare: these keep their type.
            Text("primary").foregroundColor(.primary)
            Text("secondary").foregroundColor(.secondary)
            Text("accent").foregroundColor(.accentColor)
            Text("faded").foregroundColor(.white.opacity(0.5))
            Text("faded secondary").foregroundColor(.secondary.opacity(0.5))
            Text("gray level").foregroundColor(.init(white: 0.4))
            Text("explicit").foregroundColor(Color.red)
            Text("explicit chain").foregroundColor(Color.white.opacity(0.5))
            Text("parenthesised").foregroundColor((.orange))
        }
    }
}
