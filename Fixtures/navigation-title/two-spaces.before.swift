import SwiftUI

struct Compact: View {
  var body: some View {
    List {}
      .navigationBarTitle("Compact", displayMode: .inline)
  }
}
