import SwiftUI

struct Declined: View {
    @State private var error: AppError?
    @State private var isPresented = false
    @State private var kind = Kind.info
    let titleText: Text
    let model: Model

    var body: some View {
        Text("Declined")
            .alert(item: $error) { error in
                Alert(title: Text(error.title))
            }
            .alert(isPresented: $isPresented) {
                if kind == .info {
                    return Alert(title: Text("Info"))
                } else {
                    return Alert(title: Text("Warning"))
                }
            }
            .alert(isPresented: $isPresented) {
                switch kind {
                case .info: return Alert(title: Text("Info"))
                case .warning: return Alert(title: Text("Warning"))
                }
            }
            .alert(isPresented: $isPresented) {
                Alert(title: titleText)
            }
            .alert(isPresented: $isPresented) {
                Alert(title: Text("Custom"), dismissButton: model.dismissButton)
            }
            .alert(isPresented: $isPresented) {
                Alert(title: Text("Optional"), dismissButton: .default(Text("OK"), action: model.onDismiss))
            }
            .alert(isPresented: $isPresented) {
                Alert(title: Text("Annotated"),
                      // Shown after a failed sync.
                      message: Text("Try again later"))
            }
    }
}

struct Info: Identifiable {
    let id = UUID()
    let title: String
}

struct Eager: View {
    @State private var showsError = false
    @State private var lastError: AppError?

    var body: some View {
        Text("Eager")
            .alert(isPresented: $showsError) {
                Alert(title: Text(lastError!.title))
            }
    }
}
