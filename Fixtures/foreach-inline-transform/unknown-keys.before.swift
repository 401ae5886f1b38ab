// typecheck: skip — groupedByYear comes from a package the fixture does not declare: the unknown type under test
import SwiftUI
import Algorithms

struct Archive: View {
    let dates: [Date]
    @Default(.ignoredTypes) private var ignoredTypes

    var body: some View {
        List {
            // The keys of a dictionary a package's function makes: sorting them is how the
            // order is made stable, whatever the type layer knows.
            ForEach(dates.groupedByYear().keys.sorted(), id: \.self) { Text("\($0)") }
            // A set behind a package's property wrapper, and a set of elements the layer
            // cannot type: a plain sorted() gives them an order.
            ForEach(ignoredTypes.sorted(), id: \.self) { Text("\($0)") }
            ForEach(Set(dates.map(\.era)).sorted(), id: \.self) { Text("\($0)") }
        }
    }
}
