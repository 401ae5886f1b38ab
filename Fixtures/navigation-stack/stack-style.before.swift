// fixture: --min-ios 16
import SwiftUI

// A style left on a NavigationStack (converted by hand) styles nothing there: reported.
struct Inbox: View {
    var body: some View {
        NavigationStack {
            List { Text("Message") }
        }
        .navigationViewStyle(.stack)
    }
}
