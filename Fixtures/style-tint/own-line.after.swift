import SwiftUI

// .tint(x) goes on a line of its own, at the style modifier's indentation, when that
// modifier starts its line: after a multi-line argument's `)` and after a trailing
// comment; on one line when the chain is on one line.
struct Spinner: View {
    @State private var on = false

    var body: some View {
        VStack {
            ProgressView()
                .progressViewStyle(
                    CircularProgressViewStyle()
                )
                .tint(.white)
            Toggle("Brand", isOn: $on)
                .toggleStyle(SwitchToggleStyle()) // brand colour
                .tint(.green)
            Toggle("Alert", isOn: $on).toggleStyle(SwitchToggleStyle()).tint(.red)
        }
    }
}
