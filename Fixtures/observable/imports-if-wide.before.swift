// Only built for iOS.
#if os(iOS)
import Foundation
import UIKit

final class Torch: ObservableObject {
    @Published var isOn = false
}
#endif
