import SwiftUI

struct Tabs: View {
	var body: some View {
		Group {
			Text("tab")
		}
		.padding()
	}
}
