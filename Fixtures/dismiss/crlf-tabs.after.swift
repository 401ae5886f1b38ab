import SwiftUI

struct TabSheet: View {
	@Environment(\.dismiss) private var dismiss

	var body: some View {
		Button("Done") {
			dismiss()
		}
	}
}
