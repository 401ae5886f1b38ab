import Observation
import Foundation

@Observable
final class Store {
    var tasks: [String] = []
    var done = 0
}
