import Foundation

@MainActor
final class SettingsModel: ObservableObject {
    @Published var fontSize: Double = 14
    @Published var showsPreview = true
    let appName = "Notes"
}
