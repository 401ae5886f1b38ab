import SwiftUI

struct Pill: View {
	var body: some View {
		Text("Pro")
			.padding(4)
			.overlay(alignment: .center) {
				Capsule()
					.stroke(Color.orange)
			}
	}
}
