import SwiftUI

struct Legacy: View {
	var body: some View {
		NavigationStack {
			Text("Legacy")
		}
	}
}
