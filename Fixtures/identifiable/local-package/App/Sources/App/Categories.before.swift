import Kit
import SwiftUI

struct Categories: View {
    var body: some View {
        ForEach(Category.allCases, id: \.self) { Text($0.rawValue) }
    }
}
