// Only built for iOS.
#if os(iOS)
import Foundation
import UIKit
import Observation

@Observable
final class Torch {
    var isOn = false
}
#endif
