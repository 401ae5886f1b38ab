// fixture: --min-ios 17
import SwiftUI

// A linter's next-line directive stays right above the class: @Observable goes above it.
@Observable
// swiftlint:disable:next type_body_length
final class ChatModel {
    var messages: [String] = []
}

struct ChatView: View {
    @State private var model = ChatModel()
    var body: some View { Text("\(model.messages.count)") }
}
