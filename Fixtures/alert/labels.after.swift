import SwiftUI

struct Labels: View {
    @State private var isPresented = false
    let model: LabelModel

    var body: some View {
        Text("Labels")
            .alert(Text(model.title), isPresented: $isPresented) {
                Button { model.confirmed() } label: { Text(verbatim: model.confirm) }
                Button(LocalizedStringKey(model.removeTitle), role: .destructive, action: model.remove)
            } message: {
                model.detail
            }
            .alert(Text("Sign out?"), isPresented: $isPresented) {
                Button("Sign Out", role: .destructive) {}
                Button("Cancel", role: .cancel) { model.cancelled() }
            }
    }
}

extension LabelModel {
    func remove() {}
}
