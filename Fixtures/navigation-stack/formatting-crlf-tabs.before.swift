import SwiftUI

struct Legacy: View {
	var body: some View {
		NavigationView {
			Text("Legacy")
		}
		// Stack everywhere.
		.navigationViewStyle(.stack)
	}
}
