import SwiftUI

struct Search: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .autocapitalization(.none)
      .autocapitalization(mode)
  }

  var mode: UITextAutocapitalizationType { .none }
}
