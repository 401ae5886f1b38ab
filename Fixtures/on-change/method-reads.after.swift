import SwiftUI

// The actions call the view's own methods: one reads stored properties (a warning names
// them; the old action saw the values before the change), one reads none.

struct HomeList: View {
    let entries: [String]
    let source: String
    @State private var loaded = false
    @State private var bookmarks: [String] = []

    var body: some View {
        List(entries, id: \.self) { Text($0) }
            .onChange(of: entries) { _ in
                Task {
                    if !loaded { await loadBookmarks() }
                }
            }
            .onChange(of: loaded) { _, value in
                print(value)
                refresh()
            }
    }

    func loadBookmarks() async {
        guard !entries.isEmpty else { return }
        bookmarks = entries.filter { $0.hasPrefix(self.source) }
    }

    func refresh() {
        bookmarks = []
    }
}
