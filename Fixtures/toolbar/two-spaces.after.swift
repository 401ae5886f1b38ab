import SwiftUI

struct Compact: View {
  var body: some View {
    List {}
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Add") {
            add()
          }
        }
      }
  }

  func add() {}
}
