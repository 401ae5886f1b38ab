import Foundation
import Observation

@Observable
class Document {
    var title = ""
}
