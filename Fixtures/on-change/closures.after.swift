import SwiftUI

struct SearchScreen: View {
    @State private var query = ""
    @State private var scope = Scope.all
    @StateObject private var model = SearchModel()

    var body: some View {
        List(model.results) { result in
            ResultRow(result: result)
        }
        .searchable(text: $query)
        // Refresh whenever the query changes.
        .onChange(of: query) { _, newQuery in
            model.search(newQuery, in: scope)
        }
        .onChange(of: scope) { [weak model] _, newScope in
            model?.search(query, in: newScope)
        }
        .onChange(of: model.isLoading) { _, loading in
            UIAccessibility.post(notification: .announcement, argument: loading ? "Loading" : "Done")
        }
        .onChange(of: model.results.count) {
            model.logImpression()
        }
        .onChange(of: model.selection) { [weak model] in model?.prefetch() }
        .onChange(of: model.filter) { _, value in model.apply(value) }
        .onChange(of: model.error) { _, unused in
            model.reset()
        }
    }
}
