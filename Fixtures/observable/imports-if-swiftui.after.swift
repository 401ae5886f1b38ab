import Foundation

#if DEBUG
import SwiftUI

// SwiftUI, imported in the clause that holds the class, brings Observation.
@Observable
final class DebugModel {
    var entries: [String] = []
}
#endif
