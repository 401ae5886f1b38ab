import Foundation
import Testing

/// Passes that edit the same code in one run: the result compiles as each alone would.
struct PassInteractionTests {
    /// alert moves the Alert a helper builds into the modifier, and dismiss renames the
    /// `presentationMode` the helper's button uses: the moved copy is renamed too, and the
    /// helper, used nowhere else, goes (100 Days of SwiftUI's Bookworm, round 11).
    @Test func anAlertMovedOutOfAHelperGetsDismissRewrite() throws {
        let source = """
        import SwiftUI

        struct V: View {
            @Environment(\\.presentationMode) var presentationMode
            @State private var show = false

            var body: some View {
                Text("x")
                    .alert(isPresented: $show, content: { self.deleteAlert })
            }
        }

        extension V {
            var deleteAlert: Alert {
                Alert(
                    title: Text("Sure?"),
                    primaryButton: .destructive(Text("Delete")) {
                        self.presentationMode.wrappedValue.dismiss()
                    },
                    secondaryButton: .cancel()
                )
            }
        }

        """
        let root = try makeDirectory(["V.swift": Array(source.utf8)])
        let result = run(["apply", "--min-ios", "18", "."], in: root)
        #expect(result.code == 0, "\(result.err)")
        let output = try String(contentsOfFile: root + "/V.swift", encoding: .utf8)
        #expect(!output.contains("presentationMode"), "\(output)")
        #expect(!output.contains("deleteAlert"), "\(output)")
        #expect(output.contains("Button(\"Delete\", role: .destructive) {\n                    self.dismiss()\n                }"), "\(output)")
        #expect(output.contains("@Environment(\\.dismiss) private var dismiss"), "\(output)")
    }
}
