// fixture: --min-ios 17
import Foundation
import CoreData // Storage

// The new import goes after the last import's line, its trailing comment and spaces
// included: the comment stays with the import it describes.
final class Store: ObservableObject {
    @Published var count = 0
}
