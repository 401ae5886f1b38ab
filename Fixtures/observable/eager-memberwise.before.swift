// fixture: --min-ios 17 --min-macos 14
import SwiftUI

/// Created through the view's memberwise initialiser: StateObject takes the argument as an
/// autoclosure (once per view identity), State would take the value at every init of the
/// view, so an object created with work stays an ObservableObject.
final class ConversationModel: ObservableObject {
    @Published var messages: [String] = []

    init(id: String) {
        load(id)
    }

    func load(_ id: String) {
        messages = [id]
    }
}

struct ConversationView: View {
    @StateObject var model: ConversationModel

    var body: some View {
        Text("\(model.messages.count)")
    }
}

/// Plain to create: converted.
final class Draft: ObservableObject {
    @Published var text = ""
}

struct DraftView: View {
    @StateObject var draft: Draft

    var body: some View {
        Text(draft.text)
    }
}

struct Inbox: View {
    var body: some View {
        VStack {
            ConversationView(model: ConversationModel(id: "a"))
            DraftView(draft: Draft())
        }
    }
}
