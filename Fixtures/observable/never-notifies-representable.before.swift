// fixture: --min-ios 17
import SwiftUI
import UIKit

// TagModel has no @Published property: it never refreshed a view. A representable reads its
// stored var in updateUIView, which runs while the view updates, so as @Observable the
// representable would start to update on every change. Declined (never-notifies).
final class TagModel: ObservableObject {
    var diff = 0
}

struct TagTextView: UIViewRepresentable {
    @EnvironmentObject var tagModel: TagModel

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ view: UIView, context: Context) {
        view.alpha = CGFloat(tagModel.diff)
        tagModel.diff = 0
    }
}

struct Composer: View {
    @StateObject private var tagModel = TagModel()

    var body: some View {
        TagTextView()
            .environmentObject(tagModel)
            .onTapGesture { tagModel.diff = 3 }
    }
}
