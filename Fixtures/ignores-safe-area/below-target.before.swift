// fixture: --min-ios 13
import SwiftUI

struct Backdrop: View {
    var body: some View {
        Color.black.edgesIgnoringSafeArea(.all)
    }
}
