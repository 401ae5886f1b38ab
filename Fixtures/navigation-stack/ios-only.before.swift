// fixture: --min-ios 17
import SwiftUI

struct PhoneOnly: View {
  var body: some View {
    NavigationView {
      List {
        Text("Only iOS is targeted: no macOS warning.")
      }
    }
  }
}
