import SwiftUI

@Observable
final class Profile {
    var name = ""
    var isPublic = false
    private var loaded = false

    func load() {
        loaded = true
    }
}

@Observable
final class Session {
    var token: String?
}

struct AppRoot: View {
    @State private var profile = Profile()
    @State var session = Session()

    var body: some View {
        ProfileScreen()
            .environment(profile)
            .environment(session)
    }
}

struct ProfileScreen: View {
    @Environment(Profile.self) var profile
    @Environment(Session.self) private var session

    var body: some View {
        @Bindable var profile = profile
        VStack {
            TextField("Name", text: $profile.name)
            Toggle("Public", isOn: $profile.isPublic)
            Text(session.token ?? "")
        }
    }

    @ViewBuilder
    var footer: some View {
        @Bindable var profile = profile
        Toggle("Public", isOn: $profile.isPublic)
    }

    func header() -> some View {
        @Bindable var profile = profile
        let title = profile.name
        return TextField(title, text: $profile.name)
    }
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

struct ProfileBadge: View {
    var profile: Profile
    var session: Session

    var body: some View {
        Text(profile.name + (session.token ?? ""))
    }
}

struct SessionHost: View {
    @State private var session: Session
    var profile: Profile

    init(session: Session, profile: Profile) {
        _session = State(initialValue: session)
        self.profile = profile
    }

    var body: some View {
        Text(profile.name)
    }
}
