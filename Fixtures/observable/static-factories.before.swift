import SwiftUI

final class PurchaseHandler: ObservableObject {
    @Published var isPurchasing = false

    static func `default`() -> PurchaseHandler { PurchaseHandler() }
    static let shared = PurchaseHandler()
}

struct PaywallView: View {
    var body: some View {
        Text("Paywall")
            .environmentObject(PurchaseHandler.default())
    }
}

struct PaywallButton: View {
    @EnvironmentObject var handler: PurchaseHandler
    @ObservedObject private var shared = PurchaseHandler.shared
    var body: some View { Text(handler.isPurchasing || shared.isPurchasing ? "..." : "Buy") }
}
