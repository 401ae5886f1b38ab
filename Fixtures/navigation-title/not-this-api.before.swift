import SwiftUI

struct Other: View {
    var body: some View {
        List {}
            .navigationBarTitle(displayMode: .inline)
            .navigationBarTitle("a", "b")
            .navigationTitle("Already")
            .navigationBarTitleDisplayMode(.inline)
    }
}
