import SwiftUI

struct Legacy: View {
	@State private var failed = false

	var body: some View {
		Text("Legacy")
			.alert(Text("Failed"), isPresented: $failed) {
				Button("OK") {
					failed = false
				}
			} message: {
				Text("Try again")
			}
	}
}
