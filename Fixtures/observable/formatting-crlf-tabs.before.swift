import SwiftUI

final class Meter: ObservableObject {
	@Published var value = 0.0
	var unit = "m"
}

struct MeterView: View {
	@EnvironmentObject var meter: Meter

	var body: some View {
		Slider(value: $meter.value)
	}
}
