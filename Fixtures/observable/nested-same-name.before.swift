import SwiftUI

enum Home {
    final class ViewModel: ObservableObject {
        @Published var title = "Home"
    }

    struct Screen: View {
        @StateObject private var model = ViewModel()
        var body: some View { Text(model.title) }
    }
}

enum Settings {
    final class ViewModel: ObservableObject {
        @Published var compact = false

        func toggle() {
            compact.toggle()
            objectWillChange.send()
        }
    }

    struct Screen: View {
        @ObservedObject var model: ViewModel
        var body: some View { Text(model.compact ? "compact" : "regular") }
    }
}

struct Overview: View {
    @ObservedObject var home: Home.ViewModel
    @ObservedObject var settings: Settings.ViewModel
    var body: some View { Text(home.title) }
}
