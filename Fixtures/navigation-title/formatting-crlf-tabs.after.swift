import SwiftUI

struct Legacy: View {
	var body: some View {
		List {}
			.navigationTitle("Legacy")
			.navigationBarTitleDisplayMode(.inline)
			.navigationTitle("Again")
	}
}
