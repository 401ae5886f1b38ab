import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var settings: SettingsModel
    @Environment(\.presentationMode) private var presentationMode
    @State private var name = ""
    @State private var showsReset = false

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                    .autocapitalization(.words)
                Toggle("Show previews", isOn: $settings.showsPreview)
                Slider(value: $settings.fontSize, in: 10...24)
                Button("Reset") { showsReset = true }
                    .foregroundColor(.red)
            }
            .navigationBarTitle("Settings")
            .toolbar {
                Button("Done") { presentationMode.wrappedValue.dismiss() }
            }
            .alert(isPresented: $showsReset) {
                Alert(title: Text("Reset settings?"), primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
            }
        }
    }
}
