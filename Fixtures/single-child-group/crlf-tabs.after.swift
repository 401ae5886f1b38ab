import SwiftUI

struct Tabs: View {
	var body: some View {
		Text("tab")
			.padding()
	}
}
