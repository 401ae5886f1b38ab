import SwiftUI

struct RootView: View {
    @State private var recipes: [Recipe] = []

    var body: some View {
        NavigationView {
            List(recipes) { recipe in
                NavigationLink(recipe.name, destination: RecipeDetail(recipe: recipe))
            }
            .navigationTitle("Recipes")
        }
        // Phones and iPads both get a plain stack.
        .navigationViewStyle(.stack)
        .tint(.orange)
    }
}

struct SettingsSheet: View {
    var body: some View {
        NavigationView { SettingsForm() }
            .navigationViewStyle(StackNavigationViewStyle()) // no sidebar on iPad
    }
}

struct AboutSheet: View {
    var body: some View {
        SwiftUI.NavigationView {
            let version = Bundle.main.version
            AboutForm(version: version)
        }.navigationViewStyle(.stack).presentationDetents([.medium])
    }
}
