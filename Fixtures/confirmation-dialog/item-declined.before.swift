import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let name: String
}

struct Gallery: View {
    @State private var pending: Photo?
    let delete: (Photo) -> Void
    let selection: Binding<Photo?>

    var body: some View {
        VStack {
            // The title uses the item: computed outside the closures, it has no item there.
            Text("Photos")
                .actionSheet(item: $pending) { photo in
                    ActionSheet(title: Text(photo.name), buttons: [.destructive(Text("Delete")) { delete(photo) }])
                }
            // Not `$x`: nothing to set to nil on dismiss.
            Text("Selection")
                .actionSheet(item: selection) { photo in
                    ActionSheet(title: Text("Photo"))
                }
        }
    }
}
