// fixture: --min-ios 18 --min-macos 15
import SwiftUI

// Target ReaderPhone: an iPhone app; the flags raise its iOS 17 to 18.
struct PhoneRoot: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
            }
        }
    }
}
