import CoreData
import Foundation
import Observation
import UIKit

@Observable
final class Downloads {
    var progress = 0.0
}
