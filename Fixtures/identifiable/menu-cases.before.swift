import SwiftUI

enum Shell: String, CaseIterable {
    case bash, zsh
}

// allCases is rewritten in Menu content as anywhere else; the Menu only silences the
// identity reports, whose rows keep no state there.
struct ShellMenu: View {
    @State private var shell = Shell.zsh
    @State private var recent: [String] = []

    var body: some View {
        Menu("Shell") {
            ForEach(Shell.allCases, id: \.self) { shell in
                Button(shell.rawValue) { self.shell = shell }
            }
            ForEach(recent.indices, id: \.self) { index in
                Button(recent[index]) { recent.remove(at: index) }
            }
        }
    }
}
