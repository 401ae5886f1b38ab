import SwiftUI

enum Home {
    @Observable
    final class ViewModel {
        var title = "Home"
    }

    struct Screen: View {
        @State private var model = ViewModel()
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
    var home: Home.ViewModel
    @ObservedObject var settings: Settings.ViewModel
    var body: some View { Text(home.title) }
}
