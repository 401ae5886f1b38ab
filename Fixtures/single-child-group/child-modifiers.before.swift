import SwiftUI

struct A: View {
    let s: String
    var body: some View {
        Group {
            Text(s)
                .font(.body)
        }
        .padding()
    }
}

struct B: View {
    var body: some View {
        Group {
            VStack {
                Text("x")
            }
            .frame(width: 10)
        }
        .padding()
    }
}

struct C: View {
    var body: some View {
        Group {
            Text("x")
        }.padding()
    }
}
