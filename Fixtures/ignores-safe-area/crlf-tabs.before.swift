// fixture: --min-ios 14
import SwiftUI

struct Splash: View {
	var body: some View {
		Image("splash")
			.resizable()
			// Fill the whole screen.
			.edgesIgnoringSafeArea(.all)
	}
}
