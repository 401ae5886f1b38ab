// fixture: --min-ios 15
import SwiftUI

struct Picker: View {
    var body: some View {
        List {}
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Close") {}
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
            }
    }
}
