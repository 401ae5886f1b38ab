import Combine
import Foundation

final class Store: ObservableObject {
    @Published var tasks: [String] = []
    @Published var done = 0
}
