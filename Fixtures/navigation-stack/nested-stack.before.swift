// fixture: --min-ios 16
import SwiftUI

// The content pushes (through the project's own modifier) a view whose body is a
// NavigationStack of its own: converted, the two stacks would nest. Reported, left as is.
// A view with no container of its own (Summary) does not stop the rewrite.
struct HomeScreen: View {
    @State private var sending = false

    var body: some View {
        NavigationView {
            Text("Home")
                .pushing(isActive: $sending) {
                    SendFlowView()
                }
        }
        .navigationViewStyle(.stack)
    }
}

struct SummaryScreen: View {
    var body: some View {
        NavigationView {
            Summary()
        }
        .navigationViewStyle(.stack)
    }
}

struct Summary: View {
    var body: some View { Text("Summary") }
}

struct SendFlowView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Send")
        }
    }
}

extension View {
    func pushing<D: View>(isActive: Binding<Bool>, @ViewBuilder destination: () -> D) -> some View {
        navigationDestination(isPresented: isActive, destination: destination)
    }
}

// A view whose NavigationView is in a sheet it presents: a new presentation, no nesting.
struct FrontScreen: View {
    var body: some View {
        NavigationView {
            Front()
        }
        .navigationViewStyle(.stack)
    }
}

struct Front: View {
    @State private var isShowingDetail = false

    var body: some View {
        Text("Front")
            .sheet(isPresented: $isShowingDetail) {
                NavigationView {
                    Text("Detail")
                }
                .navigationViewStyle(.stack)
            }
    }
}
