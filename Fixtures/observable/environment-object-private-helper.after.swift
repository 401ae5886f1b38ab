import SwiftUI

@Observable
final class Profile {
    var name = ""
}

struct Palette {
    // Private to Palette: no call outside it can mean this one.
    private func environmentObject(_ profile: Profile) {}
}

struct Root: View {
    let profile: Profile
    var body: some View {
        Text("root")
            .environment(profile)
    }
}

struct Reader: View {
    @Environment(Profile.self) var profile
    var body: some View { Text(profile.name) }
}
