// fixture: --min-ios 14
import SwiftUI

struct OldSheet: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View { Button("Close") { presentationMode.wrappedValue.dismiss() } }
}
