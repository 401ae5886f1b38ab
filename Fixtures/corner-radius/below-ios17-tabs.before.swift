// fixture: --min-ios 16 --min-macos 13
import SwiftUI

struct Badge: View {
	let count: Int

	var body: some View {
		Text("\(count)")
			.padding(4)
			.background(Color.red)
			.cornerRadius(8)
			.cornerRadius(2, antialiased: false)
	}
}
