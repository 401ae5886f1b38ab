import SwiftUI

struct FilterBar: View {
    var body: some View {
        ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) }
    }
}
