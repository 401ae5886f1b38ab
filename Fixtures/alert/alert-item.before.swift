import SwiftUI

struct AppError: Identifiable {
    let id = UUID()
    let title: String
    let message: String
}

final class Model: ObservableObject {
    @Published var failure: AppError?
    func retry() {}
}

struct Screen: View {
    @State private var error: AppError?
    @State private var notice: AppError?
    @StateObject private var model = Model()
    let onClose: () -> Void

    var body: some View {
        Text("Screen")
            .alert(item: $error) { error in
                Alert(title: Text(error.title), message: Text(error.message), dismissButton: .default(Text("OK")))
            }
            .alert(item: $model.failure) { failure in
                Alert(
                    title: Text("Failed"),
                    message: Text(failure.message),
                    primaryButton: .default(Text("Retry"), action: model.retry),
                    secondaryButton: .cancel(Text("Close"), action: onClose)
                )
            }
            .alert(item: $notice, content: { notice in
                Alert(title: Text(verbatim: notice.title))
            })
    }
}

enum Strings {
    static let ok = "OK"
}

struct Localized: View {
    @State private var failed = false

    var body: some View {
        Text("Localized")
            .alert(isPresented: $failed) {
                Alert(title: Text("Failed"), dismissButton: .default(Text(Strings.ok)))
            }
    }
}
