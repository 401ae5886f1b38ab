// fixture: --min-ios 16 --min-macos 13 --min-watchos 9
import SwiftUI

struct PhoneRoot: View {
    var body: some View {
        NavigationView {
            List {
                Text("Phone")
            }
        }
    }
}
