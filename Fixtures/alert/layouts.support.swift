// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct CheckoutResult {
    var title: String
    var detail: String
}

@Observable
final class CheckoutModel {
    var result: CheckoutResult?
    var showsRedeemed = false
}
