import SwiftUI

struct Modern: View {
    var body: some View {
        Text("done")
            .foregroundStyle(.secondary)
            .foregroundStyle(Color.red)
    }
}
