import SwiftUI

@Observable final class Profile {
    var name = ""
    var loading: Task<Void, Never>?
    func load() async {}
    func track() {}
}

struct ProfileView: View {
    @State private var profile = Profile()

    var body: some View {
        Text(profile.name)
            .task { await profile.load() }
            .onAppear {
                profile.track()
                Task { await profile.load() }
            }
            .onAppear {
                profile.loading = Task { await profile.load() }
            }
            .onAppear {
                Task.detached { await Profile().load() }
            }
            .onAppear { profile.track() }
    }
}
