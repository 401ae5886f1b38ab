import SwiftUI

final class Draft: ObservableObject {
    @Published var text = ""
}

struct DraftField {
    @EnvironmentObject var draft: Draft
    func field() -> TextField<Text> { TextField("Draft", text: $draft.text) }
}
