// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct AppError: Identifiable {
    let id = UUID()
    var title: String
}

enum Kind {
    case info, warning
}

struct Model {
    var dismissButton: Alert.Button
    var onDismiss: (() -> Void)?
}
