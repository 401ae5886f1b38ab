import SwiftUI

final class Local: ObservableObject {
    @Published var name = ""
}

struct LocalView: View {
    @ObservedObject var local: Local

    var body: some View {
        Text(local.name)
    }
}
