// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    var name: String
}
struct RecipeDetail: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
}
struct SettingsForm: View { var body: some View { Form {} } }
struct AboutForm: View {
    let version: String
    var body: some View { Text(version) }
}
extension Bundle {
    var version: String { "1.0" }
}
