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
            .alert(
                Text(error?.title ?? ""),
                isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } }),
                presenting: error
            ) { _ in
                Button("OK") {}
            } message: { error in
                Text(error.message)
            }
            .alert(
                Text("Failed"),
                isPresented: Binding(get: { model.failure != nil }, set: { if !$0 { model.failure = nil } }),
                presenting: model.failure
            ) { _ in
                Button("Retry", action: model.retry)
                Button("Close", role: .cancel, action: onClose)
            } message: { failure in
                Text(failure.message)
            }
            .alert(
                Text(verbatim: notice?.title ?? ""),
                isPresented: Binding(get: { notice != nil }, set: { if !$0 { notice = nil } }),
                presenting: notice
            ) { _ in }
    }
}

enum Strings {
    static let ok = "OK"
}

struct Localized: View {
    @State private var failed = false

    var body: some View {
        Text("Localized")
            .alert(Text("Failed"), isPresented: $failed) {
                Button(Strings.ok) {}
            }
    }
}
