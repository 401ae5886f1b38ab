import SwiftUI

struct RootView: View {
    @State private var recipes: [Recipe] = []

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, destination: RecipeDetail(recipe: recipe))
            }
            .navigationTitle("Recipes")
        }
        .tint(.orange)
    }
}

struct SettingsSheet: View {
    var body: some View {
        NavigationStack { SettingsForm() }
    }
}

struct AboutSheet: View {
    var body: some View {
        SwiftUI.NavigationStack {
            let version = Bundle.main.version
            AboutForm(version: version)
        }.presentationDetents([.medium])
    }
}
