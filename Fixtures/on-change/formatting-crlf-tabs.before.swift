import SwiftUI

struct Legacy: View {
	@State private var text = ""

	var body: some View {
		TextField("Text", text: $text)
			.onChange(of: text) { value in
				print(value)
			}
			#if os(iOS)
			.onChange(of: text, perform: save)
			#endif
	}

	func save(_ text: String) {}
}
