import SwiftUI

struct Badge: View {
    var count = 0

    var body: some View {
        Text("\(count)")
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 3)
            .previewDisplayName("Three")
    }
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
struct Row_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Row(title: "Light")
            Row(title: "Dark")
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
            Row(title: "Padded")
                .padding()
        }
    }
}
#endif

struct Plain_Previews: PreviewProvider {
    static var previews: some View { Badge() }
}

@available(iOS 16.0, macOS 13.0, *)
struct Available_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 1)
            Row(title: "Available")
                .previewDisplayName("Row")
        }
    }
}

struct Isolated_Previews: PreviewProvider {
    @MainActor static var previews: some View {
        Badge(count: 2)
    }
}
