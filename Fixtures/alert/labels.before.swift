import SwiftUI

struct Labels: View {
    @State private var isPresented = false
    let model: LabelModel

    var body: some View {
        Text("Labels")
            .alert(isPresented: $isPresented) {
                Alert(title: Text(model.title),
                      message: model.detail,
                      primaryButton: .default(Text(verbatim: model.confirm)) { model.confirmed() },
                      secondaryButton: .destructive(Text(LocalizedStringKey(model.removeTitle)), action: model.remove))
            }
            .alert(isPresented: $isPresented) {
                Alert(title: Text("Sign out?"),
                      primaryButton: .destructive(Text("Sign Out")),
                      secondaryButton: .cancel { model.cancelled() })
            }
    }
}

extension LabelModel {
    func remove() {}
}
