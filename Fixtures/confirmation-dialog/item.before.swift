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
                .actionSheet(item: $pending) { photo in
                    ActionSheet(title: Text("Delete photo?"), message: Text("This cannot be undone."), buttons: [
                        .destructive(Text("Delete")) { delete(photo) },
                        .cancel(),
                    ])
                }
            Text("Library")
                .actionSheet(item: $library.selected) { photo in
                    ActionSheet(title: Text("Photo"), message: Text(photo.name))
                }
        }
    }
}
