import Observation
import Foundation

@Observable
public final class Cart {
    public var items: [String] = []
    public init() {}
}
