import SwiftUI

struct Help: View {
    var body: some View {
        List {}
            .navigationBarItems(trailing: HelpButton(text: """
            Tap to learn more.
            """))
    }
}
