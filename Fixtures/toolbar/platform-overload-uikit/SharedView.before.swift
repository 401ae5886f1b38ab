import SwiftUI

// No target says where this builds: on macOS the call may mean the shim.
struct SharedView: View {
    var body: some View {
        List {}
            .navigationBarItems(trailing: Button("Add") {})
    }
}
