import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var name = ""
    @Published var notifications = true
}

struct SettingsView: View {
    @StateObject private var model = SettingsModel()
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $model.name)
                    .autocapitalization(.words)
                Toggle("Notifications", isOn: $model.notifications)
            }
            .navigationBarTitle("Settings")
            .navigationBarItems(trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
        }
        .navigationViewStyle(.stack)
    }
}
