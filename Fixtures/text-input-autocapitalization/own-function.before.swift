import SwiftUI

extension TextField {
    /// Our own switch, predating SwiftUI's modifier.
    func autocapitalization(_ type: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(type == .none ? .never : .sentences)
    }
}

struct Field: View {
    @State private var text = ""
    var body: some View {
        TextField("x", text: $text).autocapitalization(.none)
    }
}
