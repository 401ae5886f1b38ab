import DesignKit
import SwiftUI

struct Card: View {
    var body: some View {
        // DesignKit's Text.cornerRadius(_:) takes this call.
        Text("Card").cornerRadius(12)
    }
}
