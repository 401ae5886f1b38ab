import SwiftUI

struct StatusBadge: View {
    let status: String
    let count: Int

    var body: some View {
        VStack {
            Text(status)
                .padding(.horizontal, 8)
                .background(.thinMaterial, in: Capsule())

            Image(systemName: "star")
                .resizable()
                .frame(width: 20, height: 20)

            Text("\(count)").font(.caption)

            Text("x")
                .overlay(Circle())

            HStack {
                Text("a")
                Text("b")
            }
            .accessibilityElement(children: .combine)

            Text("nested")
                .padding()
        }
    }
}

struct Detail: View {
    var body: some View {
        Text("Detail")
    }
}

#Preview {
    StatusBadge(status: "new", count: 1)
}
