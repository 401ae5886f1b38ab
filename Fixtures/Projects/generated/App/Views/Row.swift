import SwiftUI

struct Row: View {
    var body: some View {
        Text("row").foregroundColor(.green)
    }
}
