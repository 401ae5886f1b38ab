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
            .alert(item: $confirmation) { confirmation in
                switch confirmation {
                case .delete(let name):
                    return Alert(title: Text("Delete \(name)?"), message: Text("This cannot be undone."),
                                 primaryButton: .destructive(Text("Delete")) { remove(name) },
                                 secondaryButton: .cancel())
                case .reset:
                    return Alert(title: Text("Reset the library?"), primaryButton: .destructive(Text("Reset"), action: reset),
                                 secondaryButton: .cancel())
                case .share:
                    return Alert(title: Text("Sharing is off"), dismissButton: .default(Text("OK")))
                }
            }
    }
}

struct Settings: View {
    @State private var pending: Confirmation?

    var body: some View {
        Form {}
            // Every case has the same title: it stays as it is.
            .alert(item: $pending) { pending in
                switch pending {
                case .delete, .reset:
                    return Alert(title: Text("Are you sure?"), primaryButton: .destructive(Text("Yes")), secondaryButton: .cancel())
                default:
                    return Alert(title: Text("Are you sure?"), dismissButton: .cancel())
                }
            }
    }
}
