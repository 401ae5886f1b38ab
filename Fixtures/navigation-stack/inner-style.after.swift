// fixture: --min-ios 16
import SwiftUI

struct Settings: View {
    var body: some View {
        NavigationStack {
            Form {
                Text("General")
            }
        }
    }
}

struct Reader: View {
    var body: some View {
        NavigationStack {
            List {}
        }
    }
}

struct Automatic: View {
    var body: some View {
        // `.automatic` shows columns on iPad: the layout warning stays.
        NavigationView {
            List {}
        }
        .navigationViewStyle(.automatic)
    }
}
