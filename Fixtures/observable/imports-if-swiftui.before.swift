import Foundation

#if DEBUG
import SwiftUI

// SwiftUI, imported in the clause that holds the class, brings Observation.
final class DebugModel: ObservableObject {
    @Published var entries: [String] = []
}
#endif
