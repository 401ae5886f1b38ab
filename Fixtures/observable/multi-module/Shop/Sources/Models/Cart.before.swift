import Combine
import Foundation

public final class Cart: ObservableObject {
    @Published public var items: [String] = []
    public init() {}
}
