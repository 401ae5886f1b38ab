import SwiftUI

final class DiskConfiguration: ObservableObject {
    @Published var path = ""
}

final class Wrapper {
    var config: Any? = DiskConfiguration()
}

final class EditorContext: ObservableObject {
    @Published var text = ""
}

class BaseModel {
    let context = EditorContext()
}

final class EditorModel: BaseModel {
    func refresh() {
        DispatchQueue.main.async { [weak self] in
            self?.context.objectWillChange.send()
        }
    }
}

@Observable
final class Settings {
    var darkMode = false
}

@Observable
final class Library {
    var books: [String] = []
}

func touch(_ wrapped: Wrapper?) {
    if let config = wrapped?.config as? DiskConfiguration {
        config.objectWillChange.send()
    }
}

struct SettingsView: View {
    @State private var settings = Settings()
    var library: Library

    var body: some View {
        Toggle("Dark", isOn: $settings.darkMode)
        Text("\(library.books.count)")
    }
}
