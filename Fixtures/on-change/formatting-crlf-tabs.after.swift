import SwiftUI

struct Legacy: View {
	@State private var text = ""

	var body: some View {
		TextField("Text", text: $text)
			.onChange(of: text) { _, value in
				print(value)
			}
			#if os(iOS)
			.onChange(of: text) { _, newValue in save(newValue) }
			#endif
	}

	func save(_ text: String) {}
}
