import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
}
