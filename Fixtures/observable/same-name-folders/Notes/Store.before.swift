import SwiftUI

final class Store: ObservableObject {
    @Published var notes: [String] = []
}
