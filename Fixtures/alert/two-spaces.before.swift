import SwiftUI

struct Compact: View {
  @State private var failed = false

  var body: some View {
    Text("Compact")
      #if os(iOS)
      .alert(isPresented: $failed) {
        Alert(
          title: Text("Failed"),
          primaryButton: .default(Text("Retry"), action: {
            retry()
          }),
          secondaryButton: .cancel(Text("Later"))
        )
      }
      #endif
  }

  func retry() {}
}
