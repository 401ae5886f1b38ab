import SwiftUI

@Observable final class Profile {
    var name = ""
    var loading: Task<Void, Never>?
    func load() async {}
    func track() {}
    func fetch(_ done: @escaping (Bool) -> Void) {}
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
            .onAppear {
                // Never suspends: the awaits belong to the callback, which .task would not cancel.
                Task {
                    profile.track()
                    profile.fetch { _ in
                        Task { await profile.load() }
                    }
                }
            }
    }
}
