// Comment lines that open a preview's body go into the #Preview; one outside the previews
// declines.
import SwiftUI
struct A: View { var body: some View { Text("a") } }
#Preview {
    // inner comment
    //        ForEach(0..<3) { _ in A() }
    A()
}
struct C_Previews: PreviewProvider {
    // outside
    static var previews: some View {
        A()
    }
}
