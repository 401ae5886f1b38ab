import SwiftUI

struct AppView: View {
    @StateObject private var store = Store()

    var body: some View {
        StoreView(store: store)
    }
}
