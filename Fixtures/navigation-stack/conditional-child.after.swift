import SwiftUI

struct Gate: View {
    @State private var isSignedIn = false
    let route: Route

    var body: some View {
        NavigationView {
            if isSignedIn {
                HomeView()
            } else {
                SignInView(isSignedIn: $isSignedIn)
            }
        }
        NavigationView {
            switch route {
            case .home:
                HomeView()
            case .settings:
                SettingsView()
            }
        }
        NavigationStack {
            #if os(iOS)
            PhoneHome()
            #else
            DesktopHome()
            #endif
        }
        NavigationView {
            Group {
                HomeView()
            }
        }
    }
}
