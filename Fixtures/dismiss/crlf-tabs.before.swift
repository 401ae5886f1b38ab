import SwiftUI

struct TabSheet: View {
	@Environment(\.presentationMode) var presentationMode

	var body: some View {
		Button("Done") {
			presentationMode.wrappedValue.dismiss()
		}
	}
}
