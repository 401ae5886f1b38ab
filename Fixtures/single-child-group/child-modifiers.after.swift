import SwiftUI

struct A: View {
    let s: String
    var body: some View {
        Text(s)
            .font(.body)
            .padding()
    }
}

struct B: View {
    var body: some View {
        VStack {
            Text("x")
        }
        .frame(width: 10)
        .padding()
    }
}

struct C: View {
    var body: some View {
        Text("x").padding()
    }
}
