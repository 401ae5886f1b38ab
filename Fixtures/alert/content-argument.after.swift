import SwiftUI

struct StatusRow: View {
    @State private var showDeleteAlert = false
    @State private var showSimulatorAlert = false

    var body: some View {
        VStack {
            Text("Status")
                .alert(
                    Text("Delete?"),
                    isPresented: $showDeleteAlert
                ) {
                    Button("Delete", role: .destructive) {
                        delete()
                    }
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
            Text("Mail")
                .alert(Text("Can't open URL"), isPresented: $showSimulatorAlert) {
                    Button("Ok") {}
                } message: {
                    Text("There's no email app in the simulator")
                }
        }
    }

    func delete() {}
}
