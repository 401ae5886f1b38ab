import Foundation
import Observation

@Observable
final class CartModel {
    var items: [String] = []
    init() {}
}

typealias Basket = CartModel
