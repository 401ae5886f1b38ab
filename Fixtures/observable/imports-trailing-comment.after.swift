// fixture: --min-ios 17
import Foundation
import CoreData // Storage
import Observation

// The new import goes after the last import's line, its trailing comment and spaces
// included: the comment stays with the import it describes.
@Observable
final class Store {
    var count = 0
}
