import SwiftUI

struct RecipeList: View {
    let recipes: [Recipe]
    var body: some View {
        List(recipes) { Text($0.name) }
    }
}
