// fixture: --min-ios 17
import SwiftUI

// A linter's next-line directive stays right above the class: @Observable goes above it.
// swiftlint:disable:next type_body_length
final class ChatModel: ObservableObject {
    @Published var messages: [String] = []
}

struct ChatView: View {
    @StateObject private var model = ChatModel()
    var body: some View { Text("\(model.messages.count)") }
}
