// fixture: --min-ios 18 --min-macos 15 --min-tvos 18 --min-watchos 11 --min-visionos 2
import SwiftUI

struct Optional: View {
    @State private var selection: Int? = 0

    var body: some View {
        TabView(selection: $selection) {
            Text("A")
                .tabItem { Label("A", systemImage: "a.circle") }
                .tag(0)
        }
    }
}

struct Mismatch: View {
    @State private var selection = "a"

    var body: some View {
        TabView(selection: $selection) {
            Text("A")
                .tabItem { Label("A", systemImage: "a.circle") }
                .tag(0)
        }
    }
}

struct Untagged: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Text("A")
                .tabItem { Label("A", systemImage: "a.circle") }
                .tag(0)
            Text("B")
                .tabItem { Label("B", systemImage: "b.circle") }
        }
    }
}

struct Repeated: View {
    var body: some View {
        TabView {
            ForEach(0..<3) { index in
                Text("\(index)")
                    .tabItem { Text("\(index)") }
            }
        }
    }
}

struct Styled: View {
    var body: some View {
        TabView {
            Text("A")
                .tabItem { Label("A", systemImage: "a.circle") }
                .accessibilityIdentifier("a")
            Text("B")
                .tabItem {
                    VStack {
                        Image(systemName: "b.circle")
                        Text("B")
                    }
                }
        }
    }
}

struct Custom: View {
    var body: some View {
        TabView {
            Text("B")
                .tabItem {
                    VStack {
                        Image(systemName: "b.circle")
                        Text("B")
                    }
                }
        }
    }
}

struct OnlyRepeated: View {
    var body: some View {
        TabView {
            ForEach(["a", "b"], id: \.self) { name in
                Text(name)
                    .tabItem { Label(name, systemImage: "circle") }
            }
        }
    }
}

struct Sections: View {
    var body: some View {
        TabView {
            homeTab
            Text("Other")
                .tabItem { Label("Other", systemImage: "ellipsis") }
        }
    }

    var homeTab: some View {
        Text("Home")
            .tabItem { Label("Home", systemImage: "house") }
    }
}

struct Resourced: View {
    var title = AttributedString("Home")

    var body: some View {
        TabView {
            Text("Home")
                .tabItem {
                    Text(title)
                    Image(systemName: "house")
                }
        }
    }
}

struct Doubled: View {
    @State private var zoom = 1.0

    var body: some View {
        TabView(selection: $zoom) {
            Text("One")
                .tabItem { Label("One", systemImage: "1.circle") }
                .tag(1)
        }
    }
}
