import SwiftUI

struct Pill: View {
	var body: some View {
		Text("Pro")
			.padding(4)
			.overlay(
				Capsule()
					.stroke(Color.orange),
				alignment: .center
			)
	}
}
