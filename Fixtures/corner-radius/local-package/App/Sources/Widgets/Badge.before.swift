import SwiftUI

struct Badge: View {
    var body: some View {
        // This module does not import DesignKit: SwiftUI's modifier.
        Text("New").cornerRadius(4)
    }
}
