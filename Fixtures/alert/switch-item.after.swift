import SwiftUI

enum Confirmation: Identifiable {
    case delete(String)
    case reset
    case share(URL)

    var id: String {
        switch self {
        case .delete(let name): return "delete-\(name)"
        case .reset: return "reset"
        case .share(let url): return url.absoluteString
        }
    }
}

struct Library: View {
    @State private var confirmation: Confirmation?
    let remove: (String) -> Void
    let reset: () -> Void

    var body: some View {
        List {}
            .alert(
                confirmation.map { confirmation in
                    switch confirmation {
                    case .delete(let name): Text("Delete \(name)?")
                    case .reset: Text("Reset the library?")
                    case .share: Text("Sharing is off")
                    }
                } ?? Text(""),
                isPresented: Binding(get: { confirmation != nil }, set: { if !$0 { confirmation = nil } }),
                presenting: confirmation
            ) { confirmation in
                switch confirmation {
                case .delete(let name):
                    Button("Delete", role: .destructive) { remove(name) }
                    Button("Cancel", role: .cancel) {}
                case .reset:
                    Button("Reset", role: .destructive, action: reset)
                    Button("Cancel", role: .cancel) {}
                case .share:
                    Button("OK") {}
                }
            } message: { confirmation in
                switch confirmation {
                case .delete:
                    Text("This cannot be undone.")
                case .reset:
                    EmptyView()
                case .share:
                    EmptyView()
                }
            }
    }
}

struct Settings: View {
    @State private var pending: Confirmation?

    var body: some View {
        Form {}
            // Every case has the same title: it stays as it is.
            .alert(
                Text("Are you sure?"),
                isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } }),
                presenting: pending
            ) { pending in
                switch pending {
                case .delete, .reset:
                    Button("Yes", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                default:
                    Button("Cancel", role: .cancel) {}
                }
            }
    }
}
