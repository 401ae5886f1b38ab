// fixture: --min-ios 15
import SwiftUI

struct Old: View {
    var body: some View {
        NavigationView {
            Text("Old")
        }
    }
}
