// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

enum Route { case home, settings }

struct HomeView: View { var body: some View { Text("Home") } }
struct SignInView: View {
    @Binding var isSignedIn: Bool
    var body: some View { Text("Sign in") }
}
struct SettingsView: View { var body: some View { Text("Settings") } }
struct PhoneHome: View { var body: some View { Text("Phone") } }
struct DesktopHome: View { var body: some View { Text("Desktop") } }
