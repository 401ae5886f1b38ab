import SwiftUI

struct RecipeGrid: View {
    @State private var recipes: [Recipe] = []
    var body: some View {
        LazyVGrid(columns: []) {
            ForEach(recipes, id: \.id) { recipe in
                Text(recipe.name)
            }
        }
    }
}
