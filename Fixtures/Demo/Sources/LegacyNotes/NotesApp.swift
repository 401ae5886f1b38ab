import SwiftUI

@main
struct NotesApp: App {
    @StateObject private var store = NoteStore()
    @StateObject private var settings = SettingsModel()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
                .environmentObject(settings)
        }
    }
}
