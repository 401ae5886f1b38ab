import SwiftUI

// disableAutocorrection(_:) takes a Bool?, autocorrectionDisabled(_:) a Bool: only a
// value that is provably a non-optional Bool is renamed.
struct SignIn: View {
    @State private var name = ""
    @State private var isCode = false
    @State private var strict: Bool? = nil
    let mode: Mode

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .disableAutocorrection(true)
                .disableAutocorrection(!isCode)
                .disableAutocorrection(isCode)
                .disableAutocorrection(mode == .code || isCode)
            TextField("Left alone", text: $name)
                .disableAutocorrection(nil)
                .disableAutocorrection(strict)
                .disableAutocorrection(strict ?? isCode)
                .disableAutocorrection(policy())
                .disableAutocorrection(isCode ? nil : true)
            // Written for older systems beside the new modifier: the old one goes.
            TextField("Twin", text: $name)
                .disableAutocorrection(true)
                .autocorrectionDisabled()
            TextField("Twin after", text: $name)
                .autocorrectionDisabled(isCode)
                .disableAutocorrection(isCode)
            TextField("Not a twin", text: $name)
                .autocorrectionDisabled(false)
                .disableAutocorrection(true)
        }
    }

    func policy() -> Bool? { nil }
}

enum Mode { case code, prose }
