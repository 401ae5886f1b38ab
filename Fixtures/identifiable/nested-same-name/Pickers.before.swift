import SwiftUI

struct LibraryPicker: View {
    @State private var sort = Library.Sort.title
    @State private var feedSort = Feed.Sort.newest

    var body: some View {
        Picker("Sort", selection: $sort) {
            ForEach(Library.Sort.allCases, id: \.self) { Text($0.rawValue).tag($0) }
        }
        Picker("Feed", selection: $feedSort) {
            ForEach(Feed.Sort.allCases, id: \.self) { Text($0.rawValue).tag($0) }
        }
    }
}
