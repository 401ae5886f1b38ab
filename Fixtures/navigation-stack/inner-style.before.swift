// fixture: --min-ios 16
import SwiftUI

struct Settings: View {
    var body: some View {
        NavigationView {
            Form {
                Text("General")
            }
            // Styled navigation views inside the form: there are none (but a stack was meant).
            .navigationViewStyle(.stack)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct Reader: View {
    var body: some View {
        NavigationView {
            List {}
                .navigationViewStyle(StackNavigationViewStyle())
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
