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

// The style of a NavigationView inside a sheet is that view's own: the inner one is
// rewritten with it, the outer keeps its layout warning.
struct Library: View {
    @State private var isShowingDetail = false

    var body: some View {
        NavigationView {
            Text("Shelf")
                .sheet(isPresented: $isShowingDetail) {
                    NavigationStack {
                        Text("Detail")
                    }
                }
        }
    }
}
