import SwiftUI

struct Checkout: View {
    @State private var model = CheckoutModel()

    var body: some View {
        Form {}
            .alert(
                isPresented: Binding(
                    get: { model.result != nil },
                    set: { if !$0 { model.result = nil } }
                )
            ) {
                Alert(
                    title: Text(model.result?.title ?? "Done"),
                    message: Text(model.result?.detail ?? "")
                )
            }
        Form {}
            .alert(isPresented: $model.showsRedeemed) {
                return Alert(title: Text("Redeemed"),
                             dismissButton: .cancel(Text("Ok")) {
                    model.showsRedeemed = false
                })
            }
    }
}
