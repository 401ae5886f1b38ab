import SwiftUI

struct V: View {
    var body: some View { Text("x") }
}

struct V_Previews: PreviewProvider {
    static var previews: some View {
		let padding: CGFloat = 4

		V()
			.padding(padding)
    }
}
