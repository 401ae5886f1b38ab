import SwiftUI

/// Each target declares its own Row_Previews: neither names the other's.
struct Row: View {
    var body: some View { Text("Settings") }
}

#Preview {
    Row()
}
