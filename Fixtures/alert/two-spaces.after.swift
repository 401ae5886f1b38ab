import SwiftUI

struct Compact: View {
  @State private var failed = false

  var body: some View {
    Text("Compact")
      #if os(iOS)
      .alert(Text("Failed"), isPresented: $failed) {
        Button("Retry") {
          retry()
        }
        Button("Later", role: .cancel) {}
      }
      #endif
  }

  func retry() {}
}
