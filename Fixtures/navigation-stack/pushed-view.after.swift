// fixture: --min-ios 16
import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: DetailView()) {
                    Text("Detail")
                }
                NavigationLink("Settings") {
                    SettingsView()
                }
                NavigationLink(value: 1) {
                    Text("Value")
                }
            }
            .navigationDestination(for: Int.self) { number in
                NumberView(number: number)
            }
            .sheet(isPresented: .constant(false)) {
                SheetView()
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct DetailView: View {
    @State private var editing = false

    var body: some View {
        NavigationView {
            Text("Detail")
        }
        // A presentation starts its own navigation: this one converts.
        .sheet(isPresented: $editing) {
            NavigationStack {
                Text("Edit")
            }
        }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationView { Text("Settings") }
    }
}

struct NumberView: View {
    let number: Int
    var body: some View {
        NavigationView { Text("\(number)") }
    }
}

struct SheetView: View {
    var body: some View {
        NavigationStack { Text("Sheet") }
    }
}
