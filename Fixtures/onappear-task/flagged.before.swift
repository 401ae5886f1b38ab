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

/// The condition around the view is one the work does not write: reported.
@MainActor final class Pager: ObservableObject {
    @Published var pages: [Int] = []

    func next() async {
        try? await Task.sleep(nanoseconds: 1)
        pages.append(pages.count)
    }
}

struct PagerView: View {
    @StateObject private var pager = Pager()
    @State private var showsSpinner = true

    var body: some View {
        if showsSpinner {
            ProgressView()
                .onAppear {
                    Task { await pager.next() }
                }
        }
    }
}
