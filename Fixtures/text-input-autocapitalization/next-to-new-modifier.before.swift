// fixture: --min-ios 16
import SwiftUI

struct Login: View {
    @State private var name = ""
    @State private var code = ""
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .autocapitalization(.none)
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
            TextField("Code", text: $code)
                .textInputAutocapitalization(.characters)
                .autocapitalization(.allCharacters)
            TextField("Note", text: $note)
                .autocapitalization(.words)
                .textInputAutocapitalization(.sentences)
            TextField("Plain", text: $note)
                .autocapitalization(.none)
        }
    }
}
