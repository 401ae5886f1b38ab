// fixture: --min-ios 15
import SwiftUI

struct Picker: View {
    var body: some View {
        List {}
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
    }
}
