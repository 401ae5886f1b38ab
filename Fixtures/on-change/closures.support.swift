// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

enum Scope { case all, recent }

struct SearchResult: Identifiable {
    let id = UUID()
}

final class SearchModel: ObservableObject {
    @Published var results: [SearchResult] = []
    @Published var isLoading = false
    @Published var selection: UUID?
    @Published var filter = ""
    @Published var error: String?
    func search(_ query: String, in scope: Scope) {}
    func logImpression() {}
    func prefetch() {}
    func apply(_ filter: String) {}
    func reset() {}
}

struct ResultRow: View {
    let result: SearchResult
    var body: some View { Text("\(result.id)") }
}
