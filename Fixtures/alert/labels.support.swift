// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct LabelModel {
    var title: String
    /// Optional, as `Alert(message:)` takes it: the rewrite's `message:` content must accept it.
    var detail: Text?
    var confirm: String
    var removeTitle: String
    func confirmed() {}
    func cancelled() {}
}
