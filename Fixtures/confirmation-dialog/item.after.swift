import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let name: String
}

struct Library {
    var selected: Photo?
}

struct Gallery: View {
    @State private var pending: Photo?
    @State private var library = Library()
    let delete: (Photo) -> Void

    var body: some View {
        VStack {
            Text("Photos")
                // Constant title and message; one action uses the item.
                .confirmationDialog(
                    Text("Delete photo?"),
                    isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } }),
                    titleVisibility: .visible,
                    presenting: pending
                ) { photo in
                    Button("Delete", role: .destructive) { delete(photo) }
                    Button("Cancel", role: .cancel) {}
                } message: { _ in
                    Text("This cannot be undone.")
                }
            Text("Library")
                .confirmationDialog(
                    Text("Photo"),
                    isPresented: Binding(get: { library.selected != nil }, set: { if !$0 { library.selected = nil } }),
                    titleVisibility: .visible,
                    presenting: library.selected
                ) { _ in
                    Button("Cancel", role: .cancel) {}
                } message: { photo in
                    Text(photo.name)
                }
        }
    }
}
