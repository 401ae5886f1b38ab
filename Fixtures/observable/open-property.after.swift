import Combine
import SwiftUI

/// A base store other modules subclass: its open property cannot be tracked by the macro.
open class Store<Item: Hashable>: ObservableObject {
    @Published open var items: [Item] = []
    open var title = ""
}

/// An open class with a public property converts.
@Observable
open class Basket {
    public var count = 0
    open func add() { count += 1 }
}
