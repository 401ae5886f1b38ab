// fixture: --min-ios 16 --min-macos 13
import SwiftUI

struct Badge: View {
	let count: Int

	var body: some View {
		Text("\(count)")
			.padding(4)
			.background(Color.red)
			.clipShape(RoundedRectangle(cornerRadius: 8))
			.clipShape(RoundedRectangle(cornerRadius: 2), style: FillStyle(antialiased: false))
	}
}
