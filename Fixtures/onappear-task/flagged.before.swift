import SwiftUI

@Observable final class Profile {
    var name = ""
    func load() async {}
    func loadAvatar() async {}
}

struct ProfileView: View {
    @State private var profile = Profile()

    var body: some View {
        Text(profile.name)
            .onAppear {
                Task {
                    await profile.load()
                }
            }
            .onAppear {
                Task(priority: .background) { await profile.load() }
                Task { await profile.loadAvatar() }
            }
            .onAppear(perform: {
                Task { await profile.load() }
            })
    }
}
