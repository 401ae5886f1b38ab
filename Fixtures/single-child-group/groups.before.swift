import SwiftUI

struct StatusBadge: View {
    let status: String
    let count: Int

    var body: some View {
        VStack {
            Group {
                Text(status)
            }
            .padding(.horizontal, 8)
            .background(.thinMaterial, in: Capsule())

            Group {
                Image(systemName: "star")
                    .resizable()
            }
                .frame(width: 20, height: 20)

            Group { Text("\(count)") }.font(.caption)

            Text("x")
                .overlay(Group { Circle() })

            Group {
                HStack {
                    Text("a")
                    Text("b")
                }
            }
            .accessibilityElement(children: .combine)

            Group {
                Group {
                    Text("nested")
                }
            }
            .padding()
        }
    }
}

struct Detail: View {
    var body: some View {
        Group {
            Text("Detail")
        }
    }
}

#Preview {
    Group {
        StatusBadge(status: "new", count: 1)
    }
}
