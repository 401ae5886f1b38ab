import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
    @Published var isPublic = false
    private var loaded = false

    func load() {
        loaded = true
    }
}

final class Session: ObservableObject {
    @Published var token: String?
}

struct AppRoot: View {
    @StateObject private var profile = Profile()
    @StateObject var session = Session()

    var body: some View {
        ProfileScreen()
            .environmentObject(profile)
            .environmentObject(session)
    }
}

struct ProfileScreen: View {
    @EnvironmentObject var profile: Profile
    @EnvironmentObject private var session: Session

    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Toggle("Public", isOn: $profile.isPublic)
            Text(session.token ?? "")
        }
    }

    @ViewBuilder
    var footer: some View {
        Toggle("Public", isOn: $profile.isPublic)
    }

    func header() -> some View {
        let title = profile.name
        return TextField(title, text: $profile.name)
    }
}

struct ProfileEditor: View {
    @ObservedObject var profile: Profile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

struct ProfileBadge: View {
    @ObservedObject var profile: Profile
    @ObservedObject
    var session: Session

    var body: some View {
        Text(profile.name + (session.token ?? ""))
    }
}

struct SessionHost: View {
    @StateObject private var session: Session
    @ObservedObject var profile: Profile

    init(session: Session, profile: Profile) {
        _session = StateObject(wrappedValue: session)
        self._profile = ObservedObject(wrappedValue: profile)
    }

    var body: some View {
        Text(profile.name)
    }
}
