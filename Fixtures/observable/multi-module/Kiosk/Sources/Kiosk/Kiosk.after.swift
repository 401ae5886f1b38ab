import SwiftUI

// Kiosk's own `Environment` shadows SwiftUI's in this module only.
struct Environment {}

@Observable
final class Session {
    var user = ""
}

struct KioskView: View {
    @SwiftUI.Environment(Session.self) var session
    var body: some View { Text(session.user) }
}
