import SwiftUI

struct Annotated: View {
    var body: some View {
        Form {}
            .navigationBarTitle("Profile", /* see design spec */ displayMode: .inline)
            .navigationBarTitle(
                "Profile", // short
                displayMode: .large
            )
    }
}
