// fixture: --min-ios 17
import SwiftUI

struct Compact: View {
  @State private var on = false

  var body: some View {
    Toggle("On", isOn: $on)
      .onChange(of: on) { _, isOn in
        print(isOn)
      }
  }
}
