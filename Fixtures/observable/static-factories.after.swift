import SwiftUI

@Observable
final class PurchaseHandler {
    var isPurchasing = false

    static func `default`() -> PurchaseHandler { PurchaseHandler() }
    static let shared = PurchaseHandler()
}

struct PaywallView: View {
    var body: some View {
        Text("Paywall")
            .environment(PurchaseHandler.default())
    }
}

struct PaywallButton: View {
    @Environment(PurchaseHandler.self) var handler
    private let shared = PurchaseHandler.shared
    var body: some View { Text(handler.isPurchasing || shared.isPurchasing ? "..." : "Buy") }
}
