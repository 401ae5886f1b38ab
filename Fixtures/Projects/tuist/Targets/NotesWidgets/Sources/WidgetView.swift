import SwiftUI

struct WidgetView: View {
    var body: some View {
        Text("Notes").foregroundColor(.secondary)
    }
}
