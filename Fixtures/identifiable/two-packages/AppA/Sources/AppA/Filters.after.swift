import SwiftUI

struct FilterBar: View {
    var body: some View {
        ForEach(Filter.allCases) { Text($0.rawValue) }
    }
}
