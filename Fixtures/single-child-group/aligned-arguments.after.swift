// A child moved up to the Group's place keeps what lines up with its first line.
import SwiftUI
struct Row: View {
    let a: Int
    let b: Int
    var body: some View { Text("\(a + b)") }
}
struct Row_Previews: PreviewProvider {
    static var previews: some View {
        let b = 2
        return Row(a: 1,
                   b: b)
    }
}
struct List2: View {
    var body: some View {
        Row(a: 1,
            b: 2)
            .padding()
    }
}
