import SwiftUI

struct Checkout: View {
    @State private var model = CheckoutModel()

    var body: some View {
        Form {}
            .alert(
                Text(model.result?.title ?? "Done"),
                isPresented: Binding(
                    get: { model.result != nil },
                    set: { if !$0 { model.result = nil } }
                )
            ) {} message: {
                Text(model.result?.detail ?? "")
            }
        Form {}
            .alert(Text("Redeemed"), isPresented: $model.showsRedeemed) {
                Button("Ok", role: .cancel) {
                    model.showsRedeemed = false
                }
            }
    }
}
