import SwiftUI

struct Tile: View {
  var body: some View {
    Rectangle()
      .fill(Color.green)
      /* rounded like the tiles in Settings */
      .cornerRadius(6)
      .frame(width: 40, height: 40)
  }
}
