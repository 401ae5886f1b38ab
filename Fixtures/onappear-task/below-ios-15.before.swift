// fixture: --min-ios 14
// typecheck: skip — .task is the advice under test, which iOS 14 does not have
import SwiftUI

// `.task` needs iOS 15: below it there is nothing to advise.
struct Profile: View {
    @State private var name = ""

    var body: some View {
        Text(name)
            .onAppear {
                Task { name = await load() }
            }
    }

    func load() async -> String { "name" }
}
