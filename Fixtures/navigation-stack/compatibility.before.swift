// fixture: --min-ios 16
import SwiftUI

struct Library: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack { List {} }
        } else {
            NavigationView { List {} }
                .navigationViewStyle(.stack)
        }
    }
}
