import SwiftUI

struct Info: View {
    @State private var showsInfo = false

    var body: some View {
        Button("Info") { showsInfo = true }
            .actionSheet(isPresented: $showsInfo) {
                ActionSheet(title: Text("Version 2"), message: Text("Up to date"))
            }
    }
}
