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

/// A page loader: the row shows while more pages may come, and the work it starts writes
/// that condition. `.task` would cancel the load as the row goes.
@MainActor final class Feed: ObservableObject {
    @Published var items: [String] = []
    @Published var isLoading = false
    @Published var hasMore = true

    func loadMore() async {
        isLoading = true
        await fetch()
    }

    func fetch() async {
        try? await Task.sleep(nanoseconds: 1)
        hasMore = false
        isLoading = false
    }
}

struct FeedView: View {
    @StateObject private var feed = Feed()

    var body: some View {
        List {
            ForEach(feed.items, id: \.self) { Text($0) }
            if feed.hasMore && !feed.isLoading {
                ProgressView()
                    .onAppear {
                        Task { await feed.loadMore() }
                    }
            }
        }
    }
}

/// A placeholder shown by a `switch` case that the started load leaves: `.task` would
/// cancel the load as the placeholder goes.
enum Loadable {
    case idle, loading, loaded
}

struct LoadingView: View {
    @State private var state = Loadable.idle

    var body: some View {
        switch state {
        case .idle:
            Color.clear.onAppear { Task { await load() } }
        case .loading:
            ProgressView()
        case .loaded:
            Text("Done")
        }
    }

    func load() async {
        state = .loading
        try? await Task.sleep(nanoseconds: 1_000)
        state = .loaded
    }
}

// Work that names nothing of the view is the app's: .task would cancel it as the view goes.
final class Catalog {
    static let shared = Catalog()
    func refresh() async {}
}

struct CatalogScreen: View {
    var body: some View {
        Text("Categories")
            .onAppear {
                Task { await Catalog.shared.refresh() }
            }
    }
}
