import SwiftUI

// Kiosk's own `Environment` shadows SwiftUI's in this module only.
struct Environment {}

final class Session: ObservableObject {
    @Published var user = ""
}

struct KioskView: View {
    @EnvironmentObject var session: Session
    var body: some View { Text(session.user) }
}
