// fixture: --min-ios 15
import SwiftUI
import UIKit

// `if #available(...), flag`: the else branch also runs on a new OS when the flag is off,
// so it is live code, not a fallback for older systems: migrated like any other.
struct Popup: View {
    var isTransparent: Bool

    var body: some View {
        if #available(iOS 26.0, *), isTransparent {
            Text("glass")
        } else {
            Text("plain").background(Color(UIColor.systemBackground))
        }
    }
}

// The else of an `if #available` the deployment target does not meet runs there: a rename
// in it is made. (One the target meets is dead code, left with advice to remove it.)
struct Toolbar: View {
    var body: some View {
        Text("t")
            .toolbar {
                if #available(iOS 26.0, *) {
                    ToolbarItem(placement: .topBarLeading) { Text("new") }
                } else {
                    ToolbarItem(placement: .navigationBarLeading) {
                        if true { Text("old") }
                    }
                }
            }
    }
}
