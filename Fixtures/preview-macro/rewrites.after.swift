import SwiftUI

struct Badge: View {
    var count = 0

    var body: some View {
        Text("\(count)")
    }
}

#Preview("Three") {
    Badge(count: 3)
}

struct Row: View {
    var title: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
    }
}

#if DEBUG
// Rows in both schemes.
#Preview {
    Row(title: "Light")
}

#Preview("Dark") {
    Row(title: "Dark")
        .preferredColorScheme(.dark)
}

#Preview {
    Row(title: "Padded")
        .padding()
}
#endif

#Preview {
    Badge()
}

@available(iOS 16.0, macOS 13.0, *)
#Preview {
    Badge(count: 1)
}

@available(iOS 16.0, macOS 13.0, *)
#Preview("Row") {
    Row(title: "Available")
}

#Preview {
    Badge(count: 2)
}
