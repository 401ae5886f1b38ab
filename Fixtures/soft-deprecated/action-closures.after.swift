// fixture: --min-ios 16
import SwiftUI

struct SettingsList: View {
    var body: some View {
        List { Text("Settings") }
    }
}

// The List is built only in actions (a tap opens it elsewhere): the setting reaches no
// scroll view but this one.
struct Home: View {
    var body: some View {
        ScrollView(.vertical) {
            VStack {
                Button("Settings") { open(SettingsList()) }
                Text("More").onTapGesture { open(SettingsList()) }
                Button(action: openSettings) { Text("Open") }
            }
        }
        .scrollIndicators(.hidden)
    }

    func open<V: View>(_ view: V) {}

    func openSettings() { open(SettingsList()) }
}

// The List is content here: `.scrollIndicators(.hidden)` would hide its indicators too.
struct Shelf: View {
    var body: some View {
        ScrollView(.vertical, showsIndicators: false) {
            SettingsList()
        }
    }
}
