import SwiftUI

protocol Loadable: AnyObject {
    func load()
}

// Shares its name with the generic parameter below; it converts.
final class Model: ObservableObject {
    @Published var title = ""
}

// Can be the generic parameter: it stays an ObservableObject.
final class FeedModel: ObservableObject, Loadable {
    @Published var items: [String] = []
    func load() {}
}

struct LoadingView<Model: ObservableObject & Loadable>: View {
    @ObservedObject var model: Model
    var body: some View { Text("loading").onAppear { model.load() } }
}

struct TitleView: View {
    @ObservedObject var model: Model
    var body: some View { Text(model.title) }
}

struct FeedScreen: View {
    let feed: FeedModel
    var body: some View { LoadingView(model: feed) }
}
