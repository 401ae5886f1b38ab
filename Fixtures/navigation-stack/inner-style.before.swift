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

// The style of a NavigationView inside a sheet is that view's own: the inner one is
// rewritten with it, the outer keeps its layout warning.
struct Library: View {
    @State private var isShowingDetail = false

    var body: some View {
        NavigationView {
            Text("Shelf")
                .sheet(isPresented: $isShowingDetail) {
                    NavigationView {
                        Text("Detail")
                    }
                    .navigationViewStyle(.stack)
                }
        }
    }
}
