// @AppStorage in an ObservableObject refreshes the views that read it through the object;
// under @Observable it would be @ObservationIgnored and they would not: declined.
import SwiftUI

final class PostModel: ObservableObject {
    @Published var comments: [String] = []
    @AppStorage("sort") var sort = 0
}

struct PostView: View {
    @ObservedObject var model: PostModel
    var body: some View { Text("\(model.sort) \(model.comments.count)") }
}
