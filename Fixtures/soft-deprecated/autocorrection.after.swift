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
                .autocorrectionDisabled(true)
                .autocorrectionDisabled(!isCode)
                .autocorrectionDisabled(isCode)
                .autocorrectionDisabled(mode == .code || isCode)
            TextField("Left alone", text: $name)
                .disableAutocorrection(nil)
                .disableAutocorrection(strict)
                .autocorrectionDisabled(strict ?? isCode)
                .disableAutocorrection(policy())
                .disableAutocorrection(isCode ? nil : true)
            // Written for older systems beside the new modifier: the old one goes.
            TextField("Twin", text: $name)
                .autocorrectionDisabled()
            TextField("Twin after", text: $name)
                .autocorrectionDisabled(isCode)
            TextField("Not a twin", text: $name)
                .autocorrectionDisabled(false)
                .autocorrectionDisabled(true)
        }
    }

    func policy() -> Bool? { nil }
}

enum Mode { case code, prose }
