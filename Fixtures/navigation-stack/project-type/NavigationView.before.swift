import SwiftUI

/// The app's own container with a custom bar.
struct NavigationView<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { VStack { BarView(); content } }
}
