import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
}

struct Palette {
    // Private to Palette: no call outside it can mean this one.
    private func environmentObject(_ profile: Profile) {}
}

struct Root: View {
    let profile: Profile
    var body: some View {
        Text("root")
            .environmentObject(profile)
    }
}

struct Reader: View {
    @EnvironmentObject var profile: Profile
    var body: some View { Text(profile.name) }
}
