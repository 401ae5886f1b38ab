import Foundation
import Observation

#if canImport(UIKit)
@Observable
final class Haptics {
    var enabled = true
}
#endif
