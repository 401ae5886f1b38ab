import SwiftUI

final class Prefs: ObservableObject {
    @Published var sound = true
}

struct PrefsView: View {
    // swiftui-migrate:disable-next-line observable
    @ObservedObject var prefs: Prefs
    var body: some View { Text(prefs.sound ? "on" : "off") }
}
