// fixture: --min-ios 14
import SwiftUI

// Code kept for the old OS is left as written; the current branch is rewritten.
struct Settings: View {
    var body: some View {
        if #unavailable(iOS 15) {
            List {}
                .navigationBarItems(trailing: EditButton())
        } else {
            List {}
                .navigationBarItems(trailing: EditButton())
        }
    }
}
