import SwiftUI

struct StatusRow: View {
    @State private var showDeleteAlert = false
    @State private var showSimulatorAlert = false

    var body: some View {
        VStack {
            Text("Status")
                .alert(
                    isPresented: $showDeleteAlert,
                    content: {
                        Alert(
                            title: Text("Delete?"),
                            message: Text("This cannot be undone."),
                            primaryButton: .destructive(
                                Text("Delete")
                            ) {
                                delete()
                            },
                            secondaryButton: .cancel(Text("Keep"))
                        )
                    }
                )
            Text("Mail")
                .alert(isPresented: $showSimulatorAlert, content: {
                    return Alert(
                        title: Text("Can't open URL"),
                        message: Text("There's no email app in the simulator"),
                        dismissButton: .default(Text("Ok")))
                })
        }
    }

    func delete() {}
}
