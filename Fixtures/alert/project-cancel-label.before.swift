// fixture: --min-ios 16
import SwiftUI

enum L10n {
    enum Common {
        static let cancel = NSLocalizedString("common.cancel", comment: "Cancel button")
        static let ok = NSLocalizedString("common.ok", comment: "OK button")
    }
}

struct Settings: View {
    @State private var confirming = false
    @State private var deleting = false
    @State private var leaving = false
    @State private var saved = false
    @State private var failed = false

    var body: some View {
        Form {
            Text("Settings")
        }
        // A cancel role that says OK is no cancel label, however often it is written.
        .alert("Saved", isPresented: $saved) {
            Button(L10n.Common.ok, role: .cancel) {}
        }
        .alert("Failed", isPresented: $failed) {
            Button(L10n.Common.ok, role: .cancel) {}
        }
        .alert("Reset?", isPresented: $confirming) {
            Button(L10n.Common.cancel, role: .cancel) {}
            Button("Reset", role: .destructive) {}
        }
        .alert(isPresented: $deleting) {
            Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }
        .actionSheet(isPresented: $leaving) {
            ActionSheet(title: Text("Leave?"), buttons: [.destructive(Text("Leave")), .cancel()])
        }
    }
}
