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
        .onChange(of: query) { newQuery in
            model.search(newQuery, in: scope)
        }
        .onChange(of: scope) { [weak model] newScope in
            model?.search(query, in: newScope)
        }
        .onChange(of: model.isLoading) { (loading: Bool) in
            UIAccessibility.post(notification: .announcement, argument: loading ? "Loading" : "Done")
        }
        .onChange(of: model.results.count) { _ in
            model.logImpression()
        }
        .onChange(of: model.selection) { [weak model] _ in model?.prefetch() }
        .onChange(of: model.filter) { (value) in model.apply(value) }
        .onChange(of: model.error) { unused in
            model.reset()
        }
    }
}
