import SwiftUI
import UIKit

struct SignInForm: View {
    @State private var email = ""
    @State private var name = ""
    @State private var code = ""
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
            TextField("Name", text: $name)
                .textInputAutocapitalization(.words) // people's names
            TextField("Code", text: $code)
                #if os(iOS)
                .textInputAutocapitalization(.characters)
                #endif
            TextEditor(text: $note)
                .textInputAutocapitalization(.sentences)
        }
    }
}

final class LegacyField: UITextField {
    func setUp() {
        autocapitalizationType = .none
        self.autocapitalizationType = .words
    }
}
