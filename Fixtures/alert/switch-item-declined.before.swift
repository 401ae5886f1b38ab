import SwiftUI

enum Prompt: Identifiable {
    case info, warning
    var id: Self { self }
}

struct Declined: View {
    @State private var prompt: Prompt?
    @State private var isShown = false
    let isBig: Bool

    var body: some View {
        Text("Declined")
            // A case with no buttons showed the system's OK.
            .alert(item: $prompt) { prompt in
                switch prompt {
                case .info: return Alert(title: Text("Info"))
                case .warning: return Alert(title: Text("Warning"), dismissButton: .default(Text("OK")))
                }
            }
            // An if inside a case.
            .alert(item: $prompt) { prompt in
                switch prompt {
                case .info:
                    if isBig {
                        return Alert(title: Text("Big"), dismissButton: .cancel())
                    } else {
                        return Alert(title: Text("Small"), dismissButton: .cancel())
                    }
                case .warning: return Alert(title: Text("Warning"), dismissButton: .default(Text("OK")))
                }
            }
    }
}
