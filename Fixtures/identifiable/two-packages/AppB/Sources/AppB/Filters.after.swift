import SwiftUI

struct FilterList: View {
    let filters: [Filter]

    var body: some View {
        List(filters) { Text($0.name) }
    }
}
