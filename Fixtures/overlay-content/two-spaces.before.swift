import SwiftUI

struct Header: View {
  var body: some View {
    Text("Title")
      .background(VStack {
        Spacer()
        Rectangle().frame(height: 1)
      }, alignment: .bottom)
  }
}
