import SwiftUI

public final class Store: ObservableObject {
    @Published public var notes: [String] = []

    public init() {}
}
