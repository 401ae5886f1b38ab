import SwiftUI

@Observable
final class Meter {
	var value = 0.0
	var unit = "m"
}

struct MeterView: View {
	@Environment(Meter.self) var meter

	var body: some View {
		@Bindable var meter = meter
		Slider(value: $meter.value)
	}
}
