import SwiftUI

struct Compact: View {
  var body: some View {
    List {}
      .navigationTitle("Compact")
      .navigationBarTitleDisplayMode(.inline)
  }
}
