import SwiftUI

struct Help: View {
    var body: some View {
        List {}
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    HelpButton(text: """
                    Tap to learn more.
                    """)
                }
            }
    }
}
