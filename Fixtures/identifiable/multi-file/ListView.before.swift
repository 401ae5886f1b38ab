import SwiftUI

struct RecipeList: View {
    let recipes: [Recipe]
    var body: some View {
        List(recipes, id: \.id) { Text($0.name) }
    }
}
