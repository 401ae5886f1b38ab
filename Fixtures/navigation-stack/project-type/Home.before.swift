import SwiftUI

struct Home: View {
    var body: some View {
        NavigationView {
            Text("Home")
        }
    }
}
