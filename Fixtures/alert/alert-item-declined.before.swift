import SwiftUI

struct Failure: Identifiable {
    let id = UUID()
    let code: Int
    let summary = Summary.make()
}

struct Declined: View {
    @State private var failure: Failure?
    let errors: ErrorStore

    var body: some View {
        Text("Declined")
            .alert(item: $failure) { failure in
                Alert(title: Text("Error \(failure.code)"))
            }
            .alert(item: $failure) { failure in
                Alert(title: Text(failure.summary))
            }
            .alert(item: errors.binding(\.current)) { failure in
                Alert(title: Text("Failed"))
            }
            .alert(item: $failure) {
                Alert(title: Text("Code \($0.code)"))
            }
    }
}

struct Unwrapped: View {
    @State private var failure: Failure?

    var body: some View {
        Text("Unwrapped")
            .alert(item: $failure) { _ in
                Alert(title: Text("Error \(failure!.code)"))
            }
    }
}
