import SwiftUI

struct Legacy: View {
	@State private var failed = false

	var body: some View {
		Text("Legacy")
			.alert(isPresented: $failed) {
				Alert(title: Text("Failed"), message: Text("Try again"), dismissButton: .default(Text("OK")) {
					failed = false
				})
			}
	}
}
