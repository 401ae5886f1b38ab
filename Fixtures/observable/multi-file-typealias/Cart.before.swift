import Foundation
import Combine

final class CartModel: ObservableObject {
    @Published var items: [String] = []
    init() {}
}

typealias Basket = CartModel
