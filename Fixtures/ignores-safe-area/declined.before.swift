import SwiftUI

struct Backdrop: View {
    var body: some View {
        Color.black
            .edgesIgnoringSafeArea(.all /* incl. home indicator */)
    }
}
