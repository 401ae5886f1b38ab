// fixture: --min-ios 15
import SwiftUI

struct Picker: View {
    var body: some View {
        List {}
            .navigationBarItems(leading: Button("Close") {}, trailing: EditButton())
    }
}
