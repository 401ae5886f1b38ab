import SwiftUI

struct Legacy: View {
	var body: some View {
		Text("tabs and CRLF")
			// keep this comment
			.foregroundStyle(.red) // and this one
			#if os(iOS)
			.foregroundStyle(.blue)
			#endif
	}
}
