import SwiftUI

struct Screen: View {
    var body: some View {
        List {}
            .navigationBarTitle("Own", displayMode: .inline)
        List {}
            .navigationBarTitle("SwiftUI's")
    }
}
