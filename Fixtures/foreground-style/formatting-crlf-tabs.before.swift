import SwiftUI

struct Legacy: View {
	var body: some View {
		Text("tabs and CRLF")
			// keep this comment
			.foregroundColor(.red) // and this one
			#if os(iOS)
			.foregroundColor(.blue)
			#endif
	}
}
