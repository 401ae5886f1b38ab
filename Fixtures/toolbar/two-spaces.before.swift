import SwiftUI

struct Compact: View {
  var body: some View {
    List {}
      .navigationBarItems(trailing: Button("Add") {
        add()
      })
  }

  func add() {}
}
