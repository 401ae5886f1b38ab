import SwiftUI

struct Header: View {
  var body: some View {
    Text("Title")
      .background(alignment: .bottom) {
        VStack {
          Spacer()
          Rectangle().frame(height: 1)
        }
      }
  }
}
