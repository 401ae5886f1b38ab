import SwiftUI

// A file indented with tabs gets tabs.
struct Tabs: View {
	var body: some View {
		List {
			Section {
				Text("a")
			} header: {
				Text("Tabs")
			}
		}
	}
}
