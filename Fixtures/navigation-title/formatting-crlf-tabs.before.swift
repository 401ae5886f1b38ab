import SwiftUI

struct Legacy: View {
	var body: some View {
		List {}
			.navigationBarTitle("Legacy", displayMode: .inline)
			.navigationBarTitle("Again")
	}
}
