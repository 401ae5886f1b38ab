import SwiftUI

/// A project-wide helper that dismisses the presented UIKit controller.
func dismiss(animated: Bool) {}

struct Sheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}

extension Sheet {
    // Calls the global function: a `dismiss` property would shadow it here.
    func closeAll() { dismiss(animated: true) }
}
