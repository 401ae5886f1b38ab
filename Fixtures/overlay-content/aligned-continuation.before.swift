import SwiftUI

struct Avatar: View {
    var body: some View {
        Circle()
            .overlay(Text("Badge")
                        .padding(4)
                        .background(Color.red), alignment: .topTrailing)
            .background(Image(systemName: "person")
                .resizable(), alignment: .center)
    }
}

// A block's own lines follow its indentation, operator continuations too: none is aligned
// with the first line.
struct Measured: View {
    @State private var height: CGFloat = 0

    var body: some View {
        Text("x")
            .background(GeometryReader { geometry in
                Color.clear
                    .onAppear {
                        height = geometry.size.height
                            + 1
                            + 2
                    }
            }, alignment: .top)
    }
}

// `#if` lines written at column 0 inside the argument stay there.
struct Pressed: View {
    var body: some View {
        Text("y")
            .background(
                Group {
#if os(iOS)
                    Color.red
#else
                    Color.blue
#endif
                }
            )
    }
}

// An argument on a line of its own keeps a line of its own.
struct Tag: View {
    var body: some View {
        Text("t").padding(4).background(
            Rectangle().foregroundStyle(.red).cornerRadius(4)
        )
    }
}
