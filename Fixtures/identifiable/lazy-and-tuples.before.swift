import SwiftUI

struct Fruit: Hashable {
    let id: UUID
    let name: String
}

struct FruitList: View {
    let fruits: [Fruit]
    let pairs: [(id: Int, name: String)]

    var body: some View {
        List {
            // `lazy` keeps the elements: Fruit can be Identifiable.
            ForEach(fruits.lazy.reversed(), id: \.id) { fruit in
                Text(fruit.name)
            }
            // A tuple cannot conform to anything.
            ForEach(pairs, id: \.id) { pair in
                Text(pair.name)
            }
        }
    }
}
