import CoreData
import Foundation
import UIKit

final class Downloads: ObservableObject {
    @Published var progress = 0.0
}
