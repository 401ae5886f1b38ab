import SwiftUI

struct Legacy: View {
	var body: some View {
		List {}
			.navigationBarItems(trailing: Button(action: save) {
				Text("Save")
			})
	}

	func save() {}
}
