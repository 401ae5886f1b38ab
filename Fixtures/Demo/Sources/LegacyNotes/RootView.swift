import SwiftUI

struct RootView: View {
    @EnvironmentObject var store: NoteStore
    @State private var showsSettings = false
    @State private var query = ""

    var body: some View {
        NavigationView {
            NoteListView(query: query)
                .navigationBarTitle("Notes", displayMode: .large)
                .navigationBarItems(trailing: Button("Settings") { showsSettings = true })
        }
        .navigationViewStyle(.stack)
        .sheet(isPresented: $showsSettings) {
            SettingsView()
        }
        .onChange(of: query) { newValue in
            print("searching for \(newValue)")
        }
    }
}
