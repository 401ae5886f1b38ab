// fixture: --min-ios 16
import SwiftUI

struct Old: View {
    @State private var on = false

    var body: some View {
        Toggle("On", isOn: $on)
            .onChange(of: on) { isOn in
                print(isOn)
            }
    }
}
