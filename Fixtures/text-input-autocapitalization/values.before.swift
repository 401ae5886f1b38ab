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
                .autocapitalization(.none)
                .disableAutocorrection(true)
            TextField("Name", text: $name)
                .autocapitalization(.words) // people's names
            TextField("Code", text: $code)
                #if os(iOS)
                .autocapitalization(UITextAutocapitalizationType.allCharacters)
                #endif
            TextEditor(text: $note)
                .autocapitalization(UIKit.UITextAutocapitalizationType.sentences)
        }
    }
}

final class LegacyField: UITextField {
    func setUp() {
        autocapitalizationType = .none
        self.autocapitalizationType = .words
    }
}
