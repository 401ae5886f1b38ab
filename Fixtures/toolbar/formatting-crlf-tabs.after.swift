import SwiftUI

struct Legacy: View {
	var body: some View {
		List {}
			.toolbar {
				ToolbarItem(placement: .topBarTrailing) {
					Button(action: save) {
						Text("Save")
					}
				}
			}
	}

	func save() {}
}
